package org.repobench.suite;

import org.junit.jupiter.api.Test;

import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** What the launcher's class path must not hold, as the suite's own (the same dependencies) shows it. */
class ClassPathTest {
    /**
     * commons-logging's own LogFactory, beside spring-jcl's, finds spring-jcl's service and prints "Standard Commons
     * Logging discovery in action with spring-jcl" on standard output: a second line before the one a bad target gets
     * (a version the registry lacks, resolved through HttpClient). jcl-over-slf4j and spring-jcl give the API.
     */
    @Test
    void holdsNoCommonsLoggingJar() {
        List<String> jars = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> Path.of(entry).getFileName().toString().startsWith("commons-logging-"))
                .toList();
        assertEquals(List.of(), jars, "exclude commons-logging where it comes in (mvn dependency:tree"
                + " -Dincludes=commons-logging:commons-logging)");
    }
}
