package org.repobench.workload;

import org.apache.commons.io.output.NullOutputStream;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.read.GetResult;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;
import org.repobench.repository.read.Traversal;

import javax.jcr.RepositoryException;
import java.io.OutputStream;

/**
 * The GET the scripts timed: the workload's Prefer, serialized as N-Triples (their Accept header), into a sink that
 * only counts bytes. {@link #verify} checks a result holds exactly N member triples (none, when a {@link PreferChoice}
 * leaves out the part that carries them).
 */
public final class TimedGet {
    private final Workload workload;
    private final String path;
    private final int size;
    private final Prefer prefer;
    private final int expected;

    public TimedGet(Workload workload, String path, int size) {
        this(workload, path, size, PreferChoice.SCRIPT);
    }

    public TimedGet(Workload workload, String path, int size, PreferChoice choice) {
        this.workload = workload;
        this.path = path;
        this.size = size;
        this.prefer = choice.apply(workload.prefer());
        this.expected = workload.expectedMembers(prefer, size);
    }

    public String path() {
        return path;
    }

    public GetResult run(BenchRepository repository) throws RepositoryException {
        return run(repository, NullOutputStream.INSTANCE);
    }

    public GetResult run(BenchRepository repository, OutputStream out) throws RepositoryException {
        return repository.get(path, prefer, RdfFormat.NTRIPLES, out, workload.memberPredicate());
    }

    /** The GET with the given traversal rather than the repository's own. */
    public GetResult run(BenchRepository repository, Traversal traversal) throws RepositoryException {
        return repository.get(path, prefer, RdfFormat.NTRIPLES, NullOutputStream.INSTANCE, workload.memberPredicate(),
                traversal);
    }

    public GetResult verify(GetResult result, String what) {
        verify(result.counted(), what);
        return result;
    }

    /** Fails unless {@code members} is exactly what this GET must hold. */
    public void verify(long members, String what) {
        Expected.members(members, expected, size, path, workload, what);
    }
}
