package org.repobench.jmeter;

import org.repobench.ldp.LdpClient;
import org.repobench.load.LoadOperation;
import org.repobench.repository.SharedView;
import org.repobench.repository.model.Vocabulary;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What the server holds after a load, against what it answered: every resource a create answered 201 for is there
 * (200) unless a delete answered 204 for it, and then it is gone (410); the parent lists exactly the ones left. A
 * resource that answers otherwise was lost (its create's or its delete's answer was not kept). Fedora 4.7.5 brings a
 * save into the view other sessions share asynchronously, so a wrong answer is asked again for up to five seconds, as
 * the JMH benchmarks ask.
 */
final class LoadVerifier {
    private LoadVerifier() {
    }

    /**
     * @param children the resources the parent lists
     * @param expected the ones it should: created and not deleted
     * @param lost     per operation, the resources whose answer the server did not keep
     * @param examples a few of them, for the failure line
     */
    record Verdict(long children, long expected, Map<LoadOperation, Long> lost, List<String> examples) {
        boolean holds() {
            return children == expected && lost.values().stream().allMatch(n -> n == 0);
        }

        long lostCount() {
            return lost.values().stream().mapToLong(Long::longValue).sum();
        }

        /** One line: what was checked, and what was wrong. */
        String describe(long created, long deleted) {
            String checked = String.format("%,d created (201), %,d deleted (204); the parent lists %,d of %,d expected",
                    created, deleted, children, expected);
            return holds() ? checked + "; every one answered as its last request said"
                    : checked + "; " + lostCount() + " lost " + lost + (examples.isEmpty() ? "" : ", e.g. "
                    + String.join(", ", examples));
        }
    }

    static Verdict verify(LdpClient client, String parent, LoadTally tally) throws Exception {
        Map<LoadOperation, Long> lost = new EnumMap<>(LoadOperation.class);
        List<String> examples = new ArrayList<>();
        long expected = 0;
        for (String name : tally.created()) {
            boolean gone = tally.deleted().contains(name);
            expected += gone ? 0 : 1;
            String path = parent + "/" + name;
            int status = gone ? 410 : 200;
            if (client.status(path) != status && !SharedView.settles(() -> client.status(path) == status, 101, 50)) {
                lost.merge(gone ? LoadOperation.DELETE : LoadOperation.CREATE, 1L, Long::sum);
                if (examples.size() < 3) {
                    examples.add(path + " answered " + client.status(path) + ", not " + status);
                }
            }
        }
        long children = client.count(parent, null, Vocabulary.LDP_CONTAINS.getURI()).triples();
        return new Verdict(children, expected, lost, examples);
    }
}
