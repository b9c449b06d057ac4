package org.repobench.results;

import java.util.List;

/** The JVM a benchmark ran in, as JMH recorded it. Fields JMH did not write (older versions) are empty strings. */
public record JvmInfo(String jmhVersion, String jvm, String jdkVersion, String vmName, String vmVersion,
                      List<String> jvmArgs) {
    public JvmInfo {
        jvmArgs = List.copyOf(jvmArgs);
    }
}
