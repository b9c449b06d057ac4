package org.repobench.workload;

import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpException;
import org.repobench.ldp.LdpUnreachableException;
import org.repobench.repository.write.BinarySource;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * The member requests of a concurrent load over HTTP ({@link ConcurrentLoad}), each a create at a path named before it
 * is sent (a member's requests only create, never replace), so that it can be sent again without making a member
 * twice: a PUT at the path ({@link Layout#FLAT}, a membership container), or for a POST without Slug a PUT where the
 * server's minter would have put it ({@link MintedNames}). A create the server refused as busy or failing (409, 412,
 * 5xx) or did not answer (refused connection, reset, timeout) may still have taken effect (Fedora 4.7.5 on PostgreSQL
 * answered 500 to creates it had committed): its retry first asks for the path (HEAD), and a resource there is the
 * create done; only where there is none is the PUT sent again, and a PUT at a known path never makes a second member.
 * Any other refusal (400, 403, 404, 415, ...) is the load's mistake and is not retried; nor is a create after
 * {@link #ATTEMPTS}.
 */
final class NamedCreates implements WorkloadWriter {
    /** Attempts of one create, the first included: patient enough for a server busy with a large load. */
    static final int ATTEMPTS = 5;
    /** The pause before the first retry, doubled before each further one. */
    private static final long FIRST_PAUSE_MILLIS = 100;
    private static final String NO_ANSWER = "no answer";

    private final LdpClient client;
    private final LdpWorkloadWriter requests;
    private final MintedNames minted;
    private final Map<String, LongAdder> retried = new ConcurrentHashMap<>();

    /**
     * @param requests the fixture's requests, under its container
     * @param minted   the names of creates the server would have minted; null where the load POSTs nothing unnamed
     */
    NamedCreates(LdpClient client, LdpWorkloadWriter requests, MintedNames minted) {
        this.client = client;
        this.requests = requests;
        this.minted = minted;
    }

    /**
     * Sends the PUT, and again after a refusal worth a retry, up to {@link #ATTEMPTS}; a retry sends nothing if the
     * path shows a resource (an earlier attempt took effect).
     */
    @Override
    public void put(String path, String turtle) throws Exception {
        for (int attempt = 1; ; attempt++) {
            try {
                if (attempt > 1 && client.status(requests.relative(path)) == 200) {
                    return;
                }
                requests.put(path, turtle);
                return;
            } catch (LdpException refused) {
                String why = retryable(refused);
                if (why == null || attempt == ATTEMPTS) {
                    throw refused;
                }
                retried.computeIfAbsent(why, key -> new LongAdder()).increment();
                Thread.sleep(FIRST_PAUSE_MILLIS << (attempt - 1));
            }
        }
    }

    /** Not a POST: a PUT at the path the server's minter would have given the new resource (see the class). */
    @Override
    public String post(String parent, String turtle) throws Exception {
        if (minted == null) {
            throw new IllegalStateException("a concurrent load was given no minted names, and a POST without Slug"
                    + " to " + parent + " cannot be retried without risking a second member");
        }
        String path = parent + "/" + minted.next();
        put(path, turtle);
        return path;
    }

    @Override
    public void patch(String path, String turtle) {
        throw new UnsupportedOperationException("a concurrent load of members sends no PATCH: " + path);
    }

    @Override
    public void putBinary(String path, BinarySource content, long length, String mediaType) {
        throw new UnsupportedOperationException("a concurrent load of members sends no binaries: " + path);
    }

    @Override
    public String postBinary(String parent, BinarySource content, long length, String mediaType,
                             Map<String, String> digests) {
        throw new UnsupportedOperationException("a concurrent load of members sends no binaries: " + parent);
    }

    @Override
    public String uriOf(String path) {
        return requests.uriOf(path);
    }

    /** How many requests were sent again, by what the attempt before got ("500", "no answer"); in order. */
    Map<String, Long> retries() {
        Map<String, Long> counts = new TreeMap<>();
        retried.forEach((why, count) -> counts.put(why, count.sum()));
        return counts;
    }

    /** What makes the refusal worth a retry ("409", "500", "no answer"), or null when no retry mends it. */
    static String retryable(LdpException refused) {
        if (refused instanceof LdpUnreachableException) {
            return NO_ANSWER;
        }
        int status = refused.status().orElse(0);
        return status == 409 || status == 412 || status >= 500 ? String.valueOf(status) : null;
    }
}
