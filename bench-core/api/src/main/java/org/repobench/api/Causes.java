package org.repobench.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * A failure's cause chain, read in one place: the failure itself, its cause, that cause's cause, and so on, ending
 * where a cause is missing or repeats (some libraries make an exception its own cause).
 */
public final class Causes {
    private Causes() {
    }

    /** The failure and its causes, outermost first. */
    public static List<Throwable> of(Throwable failure) {
        List<Throwable> chain = new ArrayList<>();
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Throwable t = failure; t != null && seen.add(t); t = t.getCause()) {
            chain.add(t);
        }
        return chain;
    }

    /** The innermost cause (the failure itself when it has none). */
    public static Throwable root(Throwable failure) {
        List<Throwable> chain = of(failure);
        return chain.get(chain.size() - 1);
    }

    /** True when the failure or any of its causes is one of {@code types}. */
    @SafeVarargs
    public static boolean any(Throwable failure, Class<? extends Throwable>... types) {
        for (Throwable t : of(failure)) {
            for (Class<? extends Throwable> type : types) {
                if (type.isInstance(t)) {
                    return true;
                }
            }
        }
        return false;
    }
}
