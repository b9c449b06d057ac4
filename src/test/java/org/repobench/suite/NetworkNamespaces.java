package org.repobench.suite;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Network namespaces a test makes, each a machine of its own with one address, linked to this one by a veth pair:
 * this side {@code 10.213.N.1}, namespace i {@code 10.213.N.(i+1)}, point to point (no bridge, no forwarding, no
 * rule of this machine's firewall changed), in a /24 nothing on this machine uses. Names carry a random tag, so two
 * tests on one machine do not meet. Every process started in them, every namespace and every veth is removed by
 * {@link #close}, which a shutdown hook also calls should the JVM be stopped first.
 */
final class NetworkNamespaces implements AutoCloseable {
    private static final long COMMAND_SECONDS = 30;
    private final String tag = "rb" + HexFormat.of().toHexDigits(new SecureRandom().nextInt()).substring(0, 6);
    private final String prefix;
    private final List<String> namespaces = new ArrayList<>();
    private final List<Process> processes = new ArrayList<>();
    private final Thread hook = new Thread(this::removeAll, "remove-" + tag);
    private boolean closed;

    private NetworkNamespaces(String prefix) {
        this.prefix = prefix;
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Why namespaces cannot be made here (not root, no ip, a kernel or container that refuses), or empty. */
    static Optional<String> unavailable() {
        if (!Files.isExecutable(Path.of("/usr/sbin/ip")) && !Files.isExecutable(Path.of("/sbin/ip"))
                && !Files.isExecutable(Path.of("/usr/bin/ip"))) {
            return Optional.of("no ip command (iproute2) on this machine");
        }
        try {
            Result id = run("id", "-u");
            if (!id.out().strip().equals("0")) {
                return Optional.of("network namespaces need root; this test runs as uid " + id.out().strip());
            }
            String probe = "rbprobe" + ProcessHandle.current().pid();
            Result add = run("ip", "netns", "add", probe);
            run("ip", "netns", "del", probe);
            return add.exit() == 0 ? Optional.empty() : Optional.of("ip netns add fails here: " + add.out().strip());
        } catch (IOException e) {
            return Optional.of("ip cannot be run: " + e.getMessage());
        }
    }

    /** {@code count} namespaces, each linked to this machine, in a /24 of 10.213 nothing here uses. */
    static NetworkNamespaces create(int count) throws IOException {
        String used = run("ip", "-4", "-o", "addr").out() + run("ip", "-4", "route", "show", "table", "all").out();
        SecureRandom random = new SecureRandom();
        String prefix = null;
        for (int tries = 0; tries < 50 && prefix == null; tries++) {
            String candidate = "10.213." + random.nextInt(256) + ".";
            prefix = used.contains(candidate) ? null : candidate;
        }
        if (prefix == null) {
            throw new IllegalStateException("every 10.213.x.0/24 tried is in use on this machine");
        }
        NetworkNamespaces made = new NetworkNamespaces(prefix);
        try {
            for (int i = 1; i <= count; i++) {
                made.link(i);
            }
        } catch (IOException | RuntimeException e) {
            made.close();
            throw e;
        }
        return made;
    }

    private void link(int i) throws IOException {
        String name = name(i);
        String here = tag + "h" + i;
        String there = tag + "n" + i;
        must("ip", "netns", "add", name);
        namespaces.add(name);
        must("ip", "link", "add", here, "type", "veth", "peer", "name", there, "netns", name);
        must("ip", "addr", "add", hostAddress() + "/32", "peer", address(i) + "/32", "dev", here);
        must("ip", "link", "set", here, "up");
        must("ip", "-n", name, "addr", "add", address(i) + "/32", "peer", hostAddress() + "/32", "dev", there);
        must("ip", "-n", name, "link", "set", there, "up");
        must("ip", "-n", name, "link", "set", "lo", "up");
        System.out.println("# namespaces: made " + name + " (" + address(i) + "), linked by veth " + there + " to "
                + here + " (" + hostAddress() + ") on this machine");
    }

    /** The namespace's name: {@code rbXXXXXX-i}. */
    String name(int i) {
        return tag + "-" + i;
    }

    /** This machine's address on the links. */
    String hostAddress() {
        return prefix + "1";
    }

    /** Namespace i's one address. */
    String address(int i) {
        return prefix + (i + 1);
    }

    /** The command, run in namespace i. */
    List<String> in(int i, List<String> command) {
        List<String> inside = new ArrayList<>(List.of("ip", "netns", "exec", name(i)));
        inside.addAll(command);
        return inside;
    }

    /** Keeps the process, to be stopped by {@link #close}. */
    synchronized Process keep(Process process) {
        processes.add(process);
        return process;
    }

    /** What {@code ip} shows of this test's namespaces and links on this machine: empty once it is closed. */
    String leftOver() throws IOException {
        StringBuilder left = new StringBuilder();
        for (String line : (run("ip", "netns", "list").out() + run("ip", "-o", "link").out()).lines().toList()) {
            if (line.contains(tag)) {
                left.append(line).append('\n');
            }
        }
        return left.toString();
    }

    @Override
    public synchronized void close() {
        removeAll();
        if (!closed) {
            closed = true;
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // the JVM is stopping: the hook runs this anyway
            }
        }
    }

    /** Stops every process (by its handle), then deletes every namespace, which takes its veth pair with it. */
    private synchronized void removeAll() {
        if (!namespaces.isEmpty()) {
            System.out.println("# namespaces: removing " + processes.size() + " processes, namespaces " + namespaces
                    + " and their veths");
        }
        for (Process process : processes) {
            process.destroy();
        }
        for (Process process : processes) {
            try {
                if (!process.waitFor(20, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
        processes.clear();
        for (String name : namespaces) {
            try {
                run("ip", "netns", "del", name);
                int i = Integer.parseInt(name.substring(name.lastIndexOf('-') + 1));
                run("ip", "link", "del", tag + "h" + i);
            } catch (IOException e) {
                // leftOver() shows it
            }
        }
        namespaces.clear();
    }

    private static void must(String... command) throws IOException {
        Result result = run(command);
        if (result.exit() != 0) {
            throw new IOException(String.join(" ", command) + " failed (exit " + result.exit() + "): "
                    + result.out().strip());
        }
    }

    record Result(int exit, String out) {
    }

    static Result run(String... command) throws IOException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(COMMAND_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException(String.join(" ", command) + " did not end within " + COMMAND_SECONDS + " s");
            }
            return new Result(process.exitValue(), out);
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException(String.join(" ", command) + " was interrupted", e);
        }
    }
}
