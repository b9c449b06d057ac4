package org.repobench.gate;

import java.util.Locale;

/** The two sides of a gate: the revision a change is judged against, and the change. */
public enum Arm {
    BASE, HEAD;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
