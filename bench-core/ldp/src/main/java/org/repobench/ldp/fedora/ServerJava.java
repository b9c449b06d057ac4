package org.repobench.ldp.fedora;

import org.repobench.ldp.LdpException;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * The Java a server runs on: the host's own for a javax war (jetty-runner 9.4 on Java 17, as always); for a war that
 * needs a newer one (Jakarta, Java 21), the setting {@value #SETTING} (environment or {@code -D}), else the host's if
 * it is new enough, else the newest JDK of at least that version under {@code /usr/lib/jvm} (by each one's
 * {@code release} file), else one line saying what is needed and the setting.
 */
public final class ServerJava {
    /** A Java home for servers that need a newer Java than the host's. */
    public static final String SETTING = "REPOBENCH_SERVER_JAVA_HOME";
    static final Path JVM_DIRECTORY = Path.of("/usr/lib/jvm");

    private ServerJava() {
    }

    /** The {@code java} executable of a Java home of at least {@code minimum}, as described above. */
    public static Path find(int minimum, Environment environment) {
        return home(minimum, environment, Path.of(System.getProperty("java.home")), Runtime.version().feature(),
                JVM_DIRECTORY).resolve("bin").resolve("java");
    }

    /** The Java home: the setting's, the host's ({@code hostHome}, of {@code hostVersion}), or one in {@code jvms}. */
    static Path home(int minimum, Environment environment, Path hostHome, int hostVersion, Path jvms) {
        Optional<String> setting = environment.get(SETTING);
        if (setting.isPresent()) {
            Path home = Path.of(setting.get());
            int version = version(home);
            if (version < 0 || !Files.isExecutable(home.resolve("bin").resolve("java"))) {
                throw new LdpException(SETTING + ": '" + setting.get() + "' is not a Java home (no release file"
                        + " and bin/java); accepted: the home of a JDK " + minimum + " or later");
            }
            if (version < minimum) {
                throw new LdpException(SETTING + ": '" + setting.get() + "' is Java " + version + "; accepted:"
                        + " the home of a JDK " + minimum + " or later");
            }
            return home;
        }
        if (hostVersion >= minimum) {
            return hostHome;
        }
        return installed(jvms).stream().filter(home -> version(home) >= minimum)
                .max(Comparator.comparingInt(home -> version(home)))
                .orElseThrow(() -> new LdpException("this war needs Java " + minimum + " or later, and none was found"
                        + " (this JVM is Java " + hostVersion + ", and " + jvms + " holds none); accepted: a JDK "
                        + minimum + "+ installed there, or its home in the setting " + SETTING));
    }

    private static List<Path> installed(Path jvms) {
        if (!Files.isDirectory(jvms)) {
            return List.of();
        }
        try (Stream<Path> homes = Files.list(jvms)) {
            return homes.filter(home -> Files.isExecutable(home.resolve("bin").resolve("java"))).sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /** The feature version in a Java home's {@code release} file (JAVA_VERSION="21.0.5"); -1 without one. */
    static int version(Path home) {
        Path release = home.resolve("release");
        if (!Files.isRegularFile(release)) {
            return -1;
        }
        Properties properties = new Properties();
        try (InputStream in = Files.newInputStream(release)) {
            properties.load(in);
        } catch (IOException e) {
            return -1;
        }
        String value = properties.getProperty("JAVA_VERSION", "").replace("\"", "").trim();
        if (value.startsWith("1.")) {
            value = value.substring(2);
        }
        int end = 0;
        while (end < value.length() && Character.isDigit(value.charAt(end))) {
            end++;
        }
        return end == 0 ? -1 : Integer.parseInt(value.substring(0, end));
    }
}
