package org.repobench.run;

import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.repobench.api.LauncherLines;
import org.repobench.results.SampleKind;

import java.util.Optional;

/**
 * How a pass runs its forks, which decides what each of its samples is. Against a server the suite manages, the
 * server's own run-to-run variance (its JIT, heap and caches) belongs in every interval: each fork gets a server
 * start of its own. {@code --one-server} asks for the quick look of one server for all forks, and a server given by
 * URL cannot be restarted; their results say so.
 */
enum ForkPlan {
    /** No server: JMH runs the forks, each a fresh JVM. */
    FORKS(SampleKind.FORK) {
        @Override
        Optional<String> says(int forks) {
            return Optional.empty();
        }
    },
    /** One JMH run of one fork per server start, the server stopped after each. */
    SERVER_PER_FORK(SampleKind.SERVER_START) {
        @Override
        int runs(int forks) {
            return forks;
        }

        @Override
        void limitForks(ChainedOptionsBuilder options) {
            options.forks(1);
        }

        @Override
        Optional<String> says(int forks) {
            return Optional.of(forks + " fork(s), each on a server start of its own (--one-server: one for all)");
        }

        @Override
        Optional<String> startLine(int run, int runs) {
            return Optional.of("server start " + run + " of " + runs);
        }

        @Override
        Optional<String> setAside(int run) {
            return Optional.of("server start " + run + " " + LauncherLines.LOADED_FIXTURES + ", so it was no fresh"
                    + " server (its caches hold them, the load warmed its JIT): its results set aside, starting it"
                    + " again and waiting for its servers to be quiet");
        }
    },
    /** {@code --one-server}: one server, started once, for all the forks JMH runs. */
    ONE_SERVER(SampleKind.FORK_OF_ONE_SERVER) {
        @Override
        Optional<String> says(int forks) {
            return Optional.of("one server for all " + forks + " fork(s) (--one-server: the server's own variance"
                    + " left out)");
        }
    },
    /** A server given by URL: it runs as it was found, and all the forks share it. */
    GIVEN_SERVER(SampleKind.FORK_OF_ONE_SERVER) {
        @Override
        Optional<String> says(int forks) {
            return Optional.of("its " + forks + " fork(s) share the server given by URL, which cannot be restarted"
                    + " (the server's own variance left out)");
        }
    };

    private final SampleKind sample;

    ForkPlan(SampleKind sample) {
        this.sample = sample;
    }

    /** The plan of a pass: by its server, and whether the run asked for one server ({@code --one-server}). */
    static ForkPlan of(Pass pass, boolean oneServer) {
        if (pass.server().isEmpty()) {
            return FORKS;
        }
        if (!pass.server().get().startsAfresh()) {
            return GIVEN_SERVER;
        }
        return oneServer ? ONE_SERVER : SERVER_PER_FORK;
    }

    /** How many JMH runs (and server starts, where there is a server) a pass of this many forks takes. */
    int runs(int forks) {
        return 1;
    }

    /** Sets how many forks each JMH run of the pass makes, where the plan decides it (else JMH's own setting). */
    void limitForks(ChainedOptionsBuilder options) {
    }

    /** What the pass's console line says of its forks and its server; none without a server. */
    abstract Optional<String> says(int forks);

    /** The line before a JMH run of the pass, where each run starts its own server. */
    Optional<String> startLine(int run, int runs) {
        return Optional.empty();
    }

    /**
     * What to say when the given run of the pass loaded data through its server, whose results are then set aside
     * and the run made again; empty where a load is part of what the samples are (one server for all forks).
     */
    Optional<String> setAside(int run) {
        return Optional.empty();
    }

    /** What each sample of the pass's results is. */
    SampleKind sample() {
        return sample;
    }
}
