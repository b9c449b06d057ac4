package org.repobench.compare;

import org.junit.jupiter.api.Test;
import org.repobench.results.Metric;
import org.repobench.results.ScoreUnit;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClientCalibrationTest {
    private static final ScoreUnit MS = ScoreUnit.parse("ms/op");
    private static final ScoreUnit BYTES = ScoreUnit.parse("B/op");

    @Test
    void aMachineSpeedEveryCpuTimeSharesIsDividedOut() {
        double[] machine = {1.0, 1.25, 0.85, 1.1};
        double[] time = Arrays.stream(machine).map(m -> 20 * m).toArray();
        double[] clientCpu = Arrays.stream(machine).map(m -> 0.5 * m).toArray();
        Metric calibrated = ClientCalibration.calibrated(time, clientCpu, 0.5, MS);
        assertArrayEquals(new double[]{20, 20, 20, 20}, calibrated.forkMeans(), 1e-9);
        assertEquals(MS, calibrated.unit());
    }

    @Test
    void aForkWithoutClientCpuIsLeftAsNoMean() {
        Metric calibrated = ClientCalibration.calibrated(new double[]{20, 22}, new double[]{0.5, 0}, 0.5, MS);
        assertEquals(20, calibrated.forkMeans()[0], 1e-9);
        assertTrue(Double.isNaN(calibrated.forkMeans()[1]));
    }

    @Test
    void theClientsWorkMustBeTheSameOnBothSides() {
        Metric base = bytes(100_000, 100_200, 99_900);
        assertTrue(ClientCalibration.differentWork(base, bytes(101_000, 100_800, 101_200), 0.05).isEmpty(),
                "1 % apart: the same work");
        String why = ClientCalibration.differentWork(base, bytes(108_000, 108_100, 107_900), 0.05).orElseThrow();
        assertTrue(why.startsWith("the client allocated 1.080 of base's bytes per operation"), why);
        assertTrue(ClientCalibration.differentWork(base, null, 0.05).orElseThrow().startsWith("without the client's"
                + " allocation per operation"));
    }

    private static Metric bytes(double... forkMeans) {
        return new Metric(forkMeans[0], Double.NaN, Double.NaN, Double.NaN, BYTES,
                Arrays.stream(forkMeans).mapToObj(m -> new double[]{m}).toList());
    }
}
