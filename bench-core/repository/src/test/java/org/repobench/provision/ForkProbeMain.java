package org.repobench.provision;

import org.repobench.api.EnumValues;

import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreKind;
import org.repobench.store.settings.Environment;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

/**
 * Stands in for a JMH fork: started with the host's {@code forkJvmArgs()}, it opens each named store exactly as a
 * benchmark would and prints what it found ({@code s3}: the S3 binary store). Passwords and the secret key are printed
 * only as a SHA-256, for the test to compare.
 */
public final class ForkProbeMain {
    private ForkProbeMain() {
    }

    public static void main(String[] stores) throws Exception {
        for (String name : stores) {
            if (name.equals("s3")) {
                probeS3();
                continue;
            }
            StoreKind kind = EnumValues.parse(StoreKind.class, "store", name);
            StoreBackend backend = kind.backend();
            System.out.println("FORK " + kind.cliName() + " " + backend.describe());
            String password = Environment.system().get("REPOBENCH_" + kind.name() + "_PASSWORD").orElse("");
            System.out.println("FORK " + kind.cliName() + " password-sha256=" + sha256(password));
        }
    }

    /** The S3 binary store as a benchmark on the file store would open it. */
    private static void probeS3() throws Exception {
        try (StoreBackend backend = StoreKind.FILE.backend().withBinaries(BinaryStoreKind.S3)) {
            System.out.println("FORK s3 " + backend.describe());
        }
        String secret = Environment.system().get("REPOBENCH_S3_SECRET_KEY").orElse("");
        System.out.println("FORK s3 secret-sha256=" + sha256(secret));
    }

    static String sha256(String text) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest(text.getBytes(StandardCharsets.UTF_8)));
    }
}
