package org.repobench.bisect;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * How a candidate's war is made from its commit: a command run in a scratch work tree of the commit, and where in that
 * tree the war is then found.
 *
 * @param command     what runs, as its arguments: Fedora's own Maven build by default, else {@code sh -c "..."}
 * @param warGlob     the war, a glob relative to the work tree ({@code fcrepo-webapp/target/fcrepo-webapp-*.war})
 * @param environment set on top of this JVM's for the build: the build's {@code JAVA_HOME} and {@code PATH}
 * @param isDefault   Fedora's own build as it ships, without extra arguments: its wars are cached by commit alone
 */
public record BuildSpec(List<String> command, String warGlob, Map<String, String> environment, boolean isDefault) {
    /** Where Fedora's build leaves its war. */
    public static final String DEFAULT_WAR_GLOB = "fcrepo-webapp/target/fcrepo-webapp-*.war";
    /**
     * Fedora's build of the war alone: the webapp and the modules it needs, no tests, and none of the checks and
     * stamps a build for a release runs (style, licence headers, javadoc, build number, the git commit id, which
     * would read the scratch work tree's git).
     */
    public static final List<String> DEFAULT_MAVEN = List.of("mvn", "-B", "-q", "-DskipTests",
            "-Dcheckstyle.skip=true", "-Dlicense.skip=true", "-Dmaven.javadoc.skip=true",
            "-Dmaven.buildNumber.skip=true", "-Dmaven.gitcommitid.skip=true", "-pl", "fcrepo-webapp", "-am", "package");

    public BuildSpec {
        command = List.copyOf(command);
        environment = Map.copyOf(environment);
    }

    /** Fedora's Maven build, with {@code -o} offline and the extra arguments (e.g. {@code -Dfoo=bar}) after it. */
    public static BuildSpec maven(boolean offline, List<String> extraArgs, Map<String, String> environment) {
        List<String> command = new ArrayList<>(DEFAULT_MAVEN);
        if (offline) {
            command.add(1, "-o");
        }
        command.addAll(extraArgs);
        return new BuildSpec(command, DEFAULT_WAR_GLOB, environment, extraArgs.isEmpty());
    }

    /** A command of the user's, run by {@code sh -c} in the work tree, the extra arguments appended to it. */
    public static BuildSpec shell(String script, List<String> extraArgs, String warGlob,
                                  Map<String, String> environment) {
        String line = extraArgs.isEmpty() ? script : script + " " + String.join(" ", extraArgs);
        return new BuildSpec(List.of("sh", "-c", line), warGlob, environment, false);
    }

    /**
     * The name a commit's war is cached under: its sha for Fedora's own build ({@code -o} makes the same war), else
     * the sha and 8 hex digits of the command and glob, so a war made another way is never taken for it.
     */
    public String cacheKey(String sha) {
        if (isDefault) {
            return sha;
        }
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest((String.join("\u0000", command)
                    .replace("\u0000-o\u0000", "\u0000") + "\u0000" + warGlob).getBytes(StandardCharsets.UTF_8));
            return sha + "-" + HexFormat.of().formatHex(digest).substring(0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this JVM has no SHA-256", e);
        }
    }

    /** The command as the plan and the log print it. */
    public String describe() {
        return command.size() == 3 && command.get(0).equals("sh") ? command.get(2) : String.join(" ", command);
    }
}
