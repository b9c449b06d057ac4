package org.repobench.repository;

import java.util.concurrent.Callable;

/**
 * ModeShape brings a save into the view other sessions share asynchronously, so what was just saved may show a
 * moment late to a new session (a GET, another writer's lookup). Whoever checks it right after a save asks again.
 */
public final class SharedView {
    private SharedView() {
    }

    /** Whether the condition holds, asked up to {@code tries} times {@code pauseMillis} apart. */
    public static boolean settles(Callable<Boolean> condition, int tries, long pauseMillis) throws Exception {
        for (int attempt = 1; !condition.call(); attempt++) {
            if (attempt == tries) {
                return false;
            }
            Thread.sleep(pauseMillis);
        }
        return true;
    }
}
