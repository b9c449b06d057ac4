package org.repobench.provision;

import org.repobench.store.StoreBackend;
import org.repobench.store.StoreKind;
import org.repobench.store.jdbc.Environment;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

/**
 * Stands in for a JMH fork: started with the host's {@code forkJvmArgs()}, it opens each named store exactly as a
 * benchmark would and prints what it found. The password is printed only as a SHA-256, for the test to compare.
 */
public final class ForkProbeMain {
    private ForkProbeMain() {
    }

    public static void main(String[] stores) throws Exception {
        for (String name : stores) {
            StoreKind kind = StoreKind.parse("store", name);
            StoreBackend backend = kind.backend();
            System.out.println("FORK " + kind.cliName() + " " + backend.describe());
            String password = Environment.system().get("REPOBENCH_" + kind.name() + "_PASSWORD").orElse("");
            System.out.println("FORK " + kind.cliName() + " password-sha256="
                    + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(password.getBytes(StandardCharsets.UTF_8))));
        }
    }
}
