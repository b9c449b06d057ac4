package org.repobench.jmh;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A trial's closing work: at once outside an iteration; during one, after its readings, in order, every piece. */
class TrialEndTest {
    private final List<String> done = new ArrayList<>();

    @AfterEach
    void nothingLeftWaiting() throws Exception {
        TrialEnd.runWaiting();
    }

    @Test
    void outsideAnIterationItRunsAtOnce() throws Exception {
        TrialEnd.run(() -> done.add("closed"));
        assertEquals(List.of("closed"), done);
    }

    @Test
    void duringAnIterationItWaitsForTheReadingsAndRunsInOrder() throws Exception {
        TrialEnd.defer();
        TrialEnd.run(() -> done.add("the state"));
        TrialEnd.run(() -> done.add("the target it used"));
        assertEquals(List.of(), done, "nothing before the iteration's costs are read");
        TrialEnd.runWaiting();
        assertEquals(List.of("the state", "the target it used"), done);
        TrialEnd.run(() -> done.add("after"));
        assertEquals("after", done.get(2), "the iteration over, at once again");
    }

    @Test
    void aFailureLeavesNothingOpenAndIsThrownWithTheOthers() throws Exception {
        IllegalStateException first = new IllegalStateException("the parent has 3 children, not 2");
        IllegalStateException second = new IllegalStateException("the client would not close");
        TrialEnd.defer();
        TrialEnd.run(() -> {
            throw first;
        });
        TrialEnd.run(() -> {
            throw second;
        });
        TrialEnd.run(() -> done.add("the store"));
        Exception thrown = assertThrows(IllegalStateException.class, TrialEnd::runWaiting);
        assertSame(first, thrown);
        assertArrayEquals(new Throwable[] {second}, thrown.getSuppressed());
        assertEquals(List.of("the store"), done, "closed all the same");
    }
}
