package org.repobench.api;

/** Words the launcher writes that another process reads back from its log: said in one place, so both agree. */
public final class LauncherLines {
    /**
     * In the line saying a server start loaded its fixtures, so its results were set aside and it was made again: the
     * gate reads it to leave such a step out of its estimate of the time left.
     */
    public static final String LOADED_FIXTURES = "loaded fixtures through its server";

    private LauncherLines() {
    }
}
