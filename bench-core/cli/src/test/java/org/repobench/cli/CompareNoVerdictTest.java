package org.repobench.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.MetricNames;
import org.repobench.results.JmhJsonBuilder;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code ./repobench compare} never passes what it could not have failed: fork counts that cannot reach p below alpha
 * are no verdict (exit 2, one line with the forks each side needs), and more failed writes is a regression whatever
 * the time says.
 */
class CompareNoVerdictTest {
    private static final String CREATE = "org.repobench.crud.ConcurrentCrudBenchmark.create";

    @TempDir
    Path dir;

    private String out;
    private String err;

    private int compare(Path base, Path head, String... options) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        String[] args = new String[3 + options.length];
        args[0] = "compare";
        args[1] = base.toString();
        args[2] = head.toString();
        System.arraycopy(options, 0, args, 3, options.length);
        int code = Repobench.execute(args, new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(e, true, StandardCharsets.UTF_8));
        out = o.toString(StandardCharsets.UTF_8);
        err = e.toString(StandardCharsets.UTF_8);
        return code;
    }

    /** A concurrent create, {@code failures} failed writes per iteration in each fork. */
    private Path create(String name, double failures, double... forkMeans) throws IOException {
        double[] failed = new double[forkMeans.length];
        Arrays.fill(failed, failures);
        return create(name, failed, forkMeans);
    }

    /** A concurrent create, fork k's iterations failing {@code failed[k]} writes each. */
    private Path create(String name, double[] failed, double... forkMeans) throws IOException {
        JmhJsonBuilder.Result create = new JmhJsonBuilder().result(CREATE, "sample", "ms/op").param("store", "FILE")
                .param("resource", "CONTAINER").forkMeans(forkMeans);
        List<double[]> iterations = new ArrayList<>();
        for (double f : failed) {
            iterations.add(new double[]{f, f, f});
        }
        return create.secondaryForks(MetricNames.FAILURES, "#", iterations).and().write(dir.resolve(name));
    }

    @Test
    void threePlusThreeForksAreNoVerdictInOneLineNamingTheForksNeeded() throws IOException {
        Path base = create("base.json", 0, 10.0, 10.1, 9.9);
        Path head = create("head.json", 0, 12.0, 12.1, 11.9);
        assertEquals(2, compare(base, head), out + err);
        assertEquals("repobench compare: no verdict: 1 of 1 benchmarks cannot show a change at alpha 0.05 with their"
                + " forks (ConcurrentCrudBenchmark.create store=FILE resource=CONTAINER: base 3, head 3 forks, the"
                + " smallest possible p 0.1000); each side needs at least 4 forks (JMH -f 4)", err.strip());
        // a stricter alpha needs more forks: the gate's rule, in one place (Pairing.canReach)
        assertEquals(2, compare(base, head, "--alpha", "0.01"), out + err);
        assertTrue(err.strip().endsWith("each side needs at least 5 forks (JMH -f 5)"), err);
    }

    @Test
    void forksThatCanShowAChangeGetAVerdict() throws IOException {
        Path base = create("base.json", 0, 10.0, 10.1, 9.9, 10.2);
        Path head = create("head.json", 0, 10.0, 10.1, 9.9, 10.2);
        assertEquals(0, compare(base, head), out + err);
        assertEquals("", err);
    }

    @Test
    void moreFailedWritesIsARegressionWhateverTheTime() throws IOException {
        double[] same = {10.0, 10.2, 9.9, 10.1, 9.8};
        Path base = create("base.json", 0, same);
        Path head = create("head.json", 8, same);
        assertEquals(1, compare(base, head), out + err);
        assertTrue(out.contains("failed writes rose from 0.00 to 8.00 per iteration (write.failures + write.lost;"
                + " one-sided exact Poisson rate test, 0 against 120 over 15 and 15 iterations, p <0.0001): a"
                + " regression, whatever the time"), out);
        assertTrue(out.contains("1 with more failed writes than base"), out);
        assertEquals(0, compare(head, base), "fewer failures: " + out + err);
        assertEquals(0, compare(head, head), "as many: " + out + err);
    }

    /**
     * An A/A comparison with a few failures on each side at the same rate: head's mean above base's is not a rise.
     * Judged by the means, it was a regression whenever head happened to fail once more.
     */
    @Test
    void aFewFailedWritesOnEachSideAtTheSameRateAreNoRegression() throws IOException {
        double[] same = {10.0, 10.2, 9.9, 10.1, 9.8};
        Path base = create("base.json", new double[]{1, 0, 1, 0, 1}, same);
        Path head = create("head.json", new double[]{1, 1, 1, 0, 1}, same);
        assertEquals(0, compare(base, head), out + err);
        assertTrue(out.contains("failed writes 0.600 in base, 0.800 in head per iteration (one-sided exact Poisson"
                + " rate test, 9 against 12 over 15 and 15 iterations, p 0.3318, not below alpha 0.05): not"
                + " significantly more, not a regression"), out);
        assertTrue(!out.contains("with more failed writes than base"), out);

        // none against a few in every fork: significant
        Path none = create("none.json", 0, same);
        Path some = create("some.json", new double[]{1, 2, 1, 1, 2}, same);
        assertEquals(1, compare(none, some), out + err);
        assertTrue(out.contains("0 against 21 over 15 and 15 iterations, p <0.0001): a regression"), out);
    }
}
