package org.repobench.ldp.fedora;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

/**
 * The TCP sockets a process listens on, from /proc (what {@code ss -ltnp} shows for its pid): its file descriptors
 * name socket inodes, and /proc/net/tcp and tcp6 give each listening inode's local address.
 */
final class Listeners {
    private static final String LISTEN = "0A";

    private Listeners() {
    }

    /** "127.0.0.1:8080" per listening socket; an IPv4-mapped IPv6 socket shows as its IPv4 address. */
    static List<String> of(long pid) throws IOException {
        Set<String> inodes = new HashSet<>();
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(Path.of("/proc", String.valueOf(pid), "fd"))) {
            for (Path fd : fds) {
                try {
                    String target = Files.readSymbolicLink(fd).toString();
                    if (target.startsWith("socket:[")) {
                        inodes.add(target.substring("socket:[".length(), target.length() - 1));
                    }
                } catch (IOException closedMeanwhile) {
                    // the descriptor was closed while we listed them
                }
            }
        }
        List<String> listeners = new ArrayList<>();
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            List<String> lines = Files.readAllLines(Path.of(table));
            for (String line : lines.subList(1, lines.size())) {
                String[] fields = line.trim().split("\\s+");
                if (fields[3].equals(LISTEN) && inodes.contains(fields[9])) {
                    listeners.add(address(fields[1]));
                }
            }
        }
        return listeners;
    }

    /** "0100007F:1F90" (each 32-bit word in host order, little-endian here) into "127.0.0.1:8080". */
    private static String address(String field) throws IOException {
        String[] parts = field.split(":");
        byte[] raw = HexFormat.of().parseHex(parts[0]);
        byte[] address = new byte[raw.length];
        for (int word = 0; word < raw.length; word += 4) {
            for (int i = 0; i < 4; i++) {
                address[word + i] = raw[word + 3 - i];
            }
        }
        return InetAddress.getByAddress(address).getHostAddress() + ":" + Integer.parseInt(parts[1], 16);
    }
}
