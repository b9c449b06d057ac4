package org.repobench.api;

/**
 * What kind of system a benchmark measures: the in-process model of Fedora 4, a Fedora build the suite starts itself,
 * or the LDP server {@code REPOBENCH_LDP_URL} names. Which build is a {@link Target}'s name.
 */
public enum TargetKind {
    MODEL {
        @Override
        public boolean overHttp() {
            return false;
        }
    },
    /** A Fedora build the launcher starts: a release from the Maven registry or a war the user names. */
    MANAGED {
        @Override
        public boolean overHttp() {
            return true;
        }
    },
    URL {
        @Override
        public boolean overHttp() {
            return true;
        }
    };

    /** Reached over HTTP (everything but the model). */
    public abstract boolean overHttp();
}
