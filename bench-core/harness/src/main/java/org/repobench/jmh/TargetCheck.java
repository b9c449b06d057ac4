package org.repobench.jmh;

import org.repobench.api.Target;

import java.util.function.Consumer;

/**
 * The launcher's check of a {@code target} value, in the host before any fork: its form only (a war's file and a
 * registry's versions are the launcher's to look at, once, before the passes).
 */
public final class TargetCheck implements Consumer<String> {
    @Override
    public void accept(String value) {
        Target.parse(value);
    }
}
