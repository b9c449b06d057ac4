package org.repobench.ldp.inject;

import net.bytebuddy.ByteBuddy;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * The agent's jars, written into a server's run directory from this JVM's own classes: the agent itself
 * ({@link InjectionAgent}, its advice, and Byte Buddy's jar beside it on its class path), and the cost's classes
 * ({@link InjectedCost}, {@link InjectionKind}) on the bootstrap class path, where the advice inlined into a web
 * application's classes finds them.
 */
public final class AgentJars {
    static final String AGENT_JAR = "repobench-inject-agent.jar";
    static final String BOOT_JAR = "repobench-inject-boot.jar";
    static final String BYTE_BUDDY_JAR = "byte-buddy.jar";
    /** The classes each jar holds; the nested ones are the enum's constant bodies and the agent's listener. */
    private static final List<Class<?>> AGENT_CLASSES = List.of(InjectionAgent.class, InjectionAdvice.class);
    private static final List<String> AGENT_NESTED = List.of("InjectionAgent$1");
    private static final List<Class<?>> BOOT_CLASSES = List.of(InjectedCost.class, InjectionKind.class);
    private static final List<String> BOOT_NESTED = List.of("InjectionKind$1", "InjectionKind$2");

    private AgentJars() {
    }

    /**
     * Writes the jars into {@code dir} and returns the JVM options that put the agent on a server, its report going
     * to {@code report}.
     */
    public static List<String> jvmOptions(Injection injection, Path dir, Path report) {
        try {
            Files.createDirectories(dir);
            Path agent = dir.resolve(AGENT_JAR);
            write(agent, manifest(), AGENT_CLASSES, AGENT_NESTED);
            write(dir.resolve(BOOT_JAR), null, BOOT_CLASSES, BOOT_NESTED);
            Files.copy(byteBuddyJar(), dir.resolve(BYTE_BUDDY_JAR));
            return List.of("-javaagent:" + agent.toAbsolutePath() + "="
                    + injection.agentArgs(report));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the injection agent's jars into " + dir, e);
        }
    }

    private static Manifest manifest() {
        Manifest manifest = new Manifest();
        Attributes main = manifest.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.putValue("Premain-Class", InjectionAgent.class.getName());
        // relative to the agent's jar: both lie beside it
        main.put(Attributes.Name.CLASS_PATH, BYTE_BUDDY_JAR);
        main.putValue("Boot-Class-Path", BOOT_JAR);
        return manifest;
    }

    private static void write(Path jar, Manifest manifest, List<Class<?>> classes, List<String> nested)
            throws IOException {
        try (OutputStream file = Files.newOutputStream(jar);
             JarOutputStream out = manifest == null ? new JarOutputStream(file) : new JarOutputStream(file, manifest)) {
            for (Class<?> type : classes) {
                copy(out, type.getSimpleName());
            }
            for (String name : nested) {
                copy(out, name);
            }
        }
    }

    private static void copy(JarOutputStream out, String simpleName) throws IOException {
        String entry = AgentJars.class.getPackageName().replace('.', '/') + "/" + simpleName + ".class";
        try (InputStream in = AgentJars.class.getResourceAsStream(simpleName + ".class")) {
            if (in == null) {
                throw new IOException("the class file " + entry + " is not on this JVM's class path");
            }
            out.putNextEntry(new JarEntry(entry));
            in.transferTo(out);
            out.closeEntry();
        }
    }

    private static Path byteBuddyJar() throws IOException {
        CodeSource source = ByteBuddy.class.getProtectionDomain().getCodeSource();
        if (source == null) {
            throw new IOException("cannot find Byte Buddy's jar on this JVM's class path");
        }
        try {
            return Path.of(source.getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IOException("cannot find Byte Buddy's jar on this JVM's class path", e);
        }
    }
}
