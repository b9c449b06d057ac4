package org.repobench.suite;

import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.repobench.workload.Workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** ./repobench dump prints exactly the timed representation: N triples of the workload's member predicate. */
class DumpEndToEndTest {

    @ParameterizedTest
    @EnumSource(Workload.class)
    void printsExactlyNMemberTriplesForEveryWorkload(Workload workload) {
        Graph graph = null;
        for (int size : new int[] {1, 13}) {
            graph = dump(workload, size, "identifier");
        }
        assertTrue(graph.isIsomorphicWith(dump(workload, 13, "node_key")),
                "looking references up by node key gives the same representation");
    }

    private static Graph dump(Workload workload, int size, String referenceLookup) {
        CliRunner dump = CliRunner.run("dump", "--workload", workload.cliName(), "--size", String.valueOf(size),
                "--reference-lookup", referenceLookup);
        assertEquals(0, dump.exitCode(), dump.toString());
        Graph graph = RDFParser.fromString(dump.out(), Lang.NTRIPLES).toGraph();
        assertEquals(size, graph.find(Node.ANY, workload.memberPredicate(), Node.ANY).toList().size(), dump.toString());
        return graph;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--workload|n-nothing|--size|5|--workload|n-nothing|n-members",
            "--workload|n-members|--size|0|--size|'0'|1 to",
            "--workload|n-members|--size|ten|--size|'ten'|whole number",
            "--workload|n-members|--size|-3|--size|'-3'|1 to",
            "--workload|n-members|--store|db2|--store|'db2'|file, leveldb, postgresql, mysql",
            "--workload|n-members|--cache-size|0|--cache-size|'0'|whole number",
            "--workload|n-members|--reference-lookup|uuid|--reference-lookup|'uuid'|IDENTIFIER, NODE_KEY"})
    void badInputExitsTwoWithOneLineNamingOptionValueAndAccepted(String o1, String v1, String o2, String v2,
                                                               String option, String value, String accepted) {
        String[] args = o2.equals("--size") ? new String[] {"dump", o1, v1, o2, v2}
                : new String[] {"dump", o1, v1, "--size", "3", o2, v2};
        CliRunner dump = CliRunner.run(args);
        assertEquals(2, dump.exitCode(), dump.toString());
        String error = dump.err().strip();
        assertEquals(1, error.lines().count(), dump.toString());
        assertTrue(error.contains(option) && error.contains(value) && error.contains(accepted), error);
        assertEquals("", dump.out());
    }
}
