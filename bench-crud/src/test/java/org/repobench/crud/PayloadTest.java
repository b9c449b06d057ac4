package org.repobench.crud;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.zip.Deflater;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PayloadTest {

    @Test
    void bothHaveTheLengthTheyDeclareEndingInTheirOwnLine() throws Exception {
        for (Payload payload : Payload.values()) {
            byte[] bytes = read(payload, 2_500, "binary 7\n");
            assertEquals(Payload.length(2_500, "binary 7\n"), bytes.length, payload.name());
            assertEquals("binary 7\n", new String(bytes, bytes.length - 9, 9, "US-ASCII"), payload.name());
        }
    }

    @Test
    void zerosCompressToNothingAndRandomNotAtAllPastTheBlockItRepeats() throws Exception {
        assertTrue(deflatedShare(read(Payload.ZEROS, 3_000, "x\n")) < 0.01);
        assertTrue(deflatedShare(read(Payload.RANDOM, 3_000, "x\n")) > 0.99);
    }

    @Test
    void byteByByteReadsTheSameAsBulkReads() throws Exception {
        ByteArrayOutputStream single = new ByteArrayOutputStream();
        try (InputStream in = Payload.RANDOM.of(3, "end\n").open()) {
            for (int b; (b = in.read()) >= 0; ) {
                single.write(b);
            }
        }
        assertArrayEquals(read(Payload.RANDOM, 3, "end\n"), single.toByteArray());
    }

    private static byte[] read(Payload payload, int kb, String line) throws Exception {
        try (InputStream in = payload.of(kb, line).open()) {
            return in.readAllBytes();
        }
    }

    private static double deflatedShare(byte[] bytes) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        deflater.setInput(bytes);
        deflater.finish();
        byte[] out = new byte[bytes.length + 1024];
        long total = 0;
        while (!deflater.finished()) {
            total += deflater.deflate(out);
        }
        deflater.end();
        return (double) total / bytes.length;
    }
}
