package org.repobench.workload;

import org.repobench.ldp.CountedGet;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.FedoraVocabulary;
import org.repobench.repository.read.Prefer;

import java.util.ArrayList;
import java.util.List;

/**
 * The timed GET over HTTP as the scripts sent it: {@code Accept: application/n-triples}, the workload's Prefer in
 * the server's vocabulary, the whole body read and its member triples counted as it streams in (the client keeps no
 * copy of it, as curl writing to /dev/null keeps none): the distinct triples with the member predicate about the
 * resource (or, for inbound references, pointing at it). Keeps the time to the first byte of every GET, which the
 * benchmark reports beside the total; several threads may share one.
 */
public final class HttpGet implements WorkloadGet {
    private static final String LDP = "http://www.w3.org/ns/ldp#";

    private final LdpClient client;
    private final String path;
    private final Workload workload;
    private final String prefer;
    private final int size;
    private final int expected;
    private final FirstByteTimes firstBytes = new FirstByteTimes();

    public HttpGet(LdpClient client, String path, Workload workload, PreferChoice choice, int size) {
        this.client = client;
        this.path = path;
        this.workload = workload;
        Prefer sent = choice.apply(workload.prefer());
        this.prefer = header(sent);
        this.size = size;
        this.expected = workload.expectedMembers(sent, size);
    }

    @Override
    public long run() throws Exception {
        CountedGet result = client.count(path, prefer, workload.memberPredicate().getURI(),
                workload.part().position());
        firstBytes.add(result.firstByteNanos());
        return result.triples();
    }

    @Override
    public void verify(long members, String what) {
        Expected.members(members, expected, size, path, workload, what);
    }

    /** The mean time to the first byte of the GETs since the last call, in ms; NaN if there were none. */
    public double takeMeanFirstByteMillis() {
        return firstBytes.takeMeanMillis();
    }

    /** The Prefer header for the model's choices; null (no header) for a plain GET. */
    static String header(Prefer prefer) {
        if (prefer.equals(Prefer.DEFAULT)) {
            return null;
        }
        // as the scripts did: include only what a plain GET leaves out, omit what the choice leaves out
        List<String> omit = new ArrayList<>();
        if (!prefer.containment()) {
            omit.add(LDP + "PreferContainment");
        }
        if (!prefer.membership()) {
            omit.add(LDP + "PreferMembership");
        }
        StringBuilder header = new StringBuilder("return=representation");
        if (prefer.inboundReferences()) {
            // both vocabularies' names: each server ignores the one it does not know
            header.append("; include=\"").append(FedoraVocabulary.FEDORA_4.inboundReferencesUri()).append(' ')
                    .append(FedoraVocabulary.FEDORA_5_AND_LATER.inboundReferencesUri()).append('"');
        }
        if (!omit.isEmpty()) {
            header.append("; omit=\"").append(String.join(" ", omit)).append('"');
        }
        return header.toString();
    }
}
