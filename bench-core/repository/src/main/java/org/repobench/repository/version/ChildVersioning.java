package org.repobench.repository.version;

import javax.jcr.version.OnParentVersionAction;
import java.util.Arrays;
import java.util.Optional;

/**
 * What a new version of a container does with the container's children (JCR's onParentVersion of the child node
 * definition): the variable of Fedora's versioning study. It changes what a version stores, so it is part of the
 * store's node types (see {@link ChildVersioningTypes}) and of a fixture's identity, never a lever of how the
 * repository is opened.
 */
public enum ChildVersioning {
    /** Every child, and everything below it, is copied into the version as frozen nodes. */
    COPY(OnParentVersionAction.COPY),
    /**
     * A versionable child is recorded as a reference to its own version history (nt:versionedChild); a child that is
     * not versionable, such as a pairtree node, is copied with everything below it (JSR-283 §3.13.9).
     */
    VERSION(OnParentVersionAction.VERSION);

    private final int action;

    ChildVersioning(int action) {
        this.action = action;
    }

    /** The {@link OnParentVersionAction} constant. */
    public int action() {
        return action;
    }

    /** The variant with this {@link OnParentVersionAction}, if it is one of ours. */
    static Optional<ChildVersioning> ofAction(int action) {
        return Arrays.stream(values()).filter(v -> v.action == action).findFirst();
    }

}
