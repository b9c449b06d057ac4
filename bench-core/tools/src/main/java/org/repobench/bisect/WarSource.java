package org.repobench.bisect;

import java.io.IOException;

/** Where a commit's war comes from: built and cached ({@link WarBuilds}), or a test's stand-in. */
@FunctionalInterface
public interface WarSource {
    /** The commit's war, or why there is none (the bisect then skips the commit). */
    WarBuilds.Outcome war(Commit commit) throws IOException;
}
