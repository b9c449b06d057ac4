package org.repobench.suite;

import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.repobench.api.EnumValues;
import org.repobench.cli.CliRunner;
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
        assertTrue(graph.isIsomorphicWith(dump(workload, 13, "identifier", "indexed")),
                "the INDEXED traversal serves the same representation");
        assertTrue(graph.isIsomorphicWith(dump(workload, 13, "identifier", "query")),
                "the QUERY traversal serves the same representation");
    }

    private static Graph dump(Workload workload, int size, String referenceLookup) {
        return dump(workload, size, referenceLookup, "iterate");
    }

    private static Graph dump(Workload workload, int size, String referenceLookup, String traversal) {
        CliRunner dump = CliRunner.run("dump", "--workload", workload.cliName(), "--size", String.valueOf(size),
                "--referenceLookup", referenceLookup, "--traversal", traversal);
        assertEquals(0, dump.exitCode(), dump.toString());
        Graph graph = RDFParser.fromString(dump.out(), Lang.NTRIPLES).toGraph();
        assertEquals(size, graph.find(Node.ANY, workload.memberPredicate(), Node.ANY).toList().size(), dump.toString());
        return graph;
    }

    /** FLAT children and Prefer-omit GETs: N member triples, or none when the Prefer leaves their part out. */
    @ParameterizedTest
    @CsvSource({"n-children, flat, script, 7", "n-members, flat, script, 7", "n-members-direct, flat, script, 7",
            "n-members, pairtree, omit_membership, 0", "n-members, pairtree, omit_containment, 7",
            "n-children, pairtree, minimal_container, 0", "n-memberof, pairtree, minimal_container, 7"})
    void layoutAndPreferShapeWhatIsServed(String workload, String layout, String prefer, int expected) {
        for (String traversal : new String[] {"iterate", "query", "indexed"}) {
            CliRunner dump = CliRunner.run("dump", "--workload", workload, "--size", "7", "--layout", layout,
                    "--prefer", prefer, "--traversal", traversal);
            assertEquals(0, dump.exitCode(), dump.toString());
            Graph graph = RDFParser.fromString(dump.out(), Lang.NTRIPLES).toGraph();
            Node predicate = EnumValues.parse(Workload.class, "test", workload).memberPredicate();
            assertEquals(expected, graph.find(Node.ANY, predicate, Node.ANY).toList().size(), dump.toString());
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--workload|n-nothing|--size|5|--workload|n-nothing|n-members",
            "--workload|n-members|--size|0|--size|'0'|1 to",
            "--workload|n-members|--size|ten|--size|'ten'|whole number",
            "--workload|n-members|--size|-3|--size|'-3'|1 to",
            "--workload|n-members|--store|db2|--store|'db2'|file, leveldb, postgresql, mysql",
            "--workload|n-members|--cacheSize|0|--cacheSize|'0'|whole number",
            "--workload|n-members|--referenceLookup|uuid|--referenceLookup|'uuid'|IDENTIFIER, NODE_KEY",
            "--workload|n-members|--traversal|walk|--traversal|'walk'|ITERATE, QUERY, INDEXED",
            "--workload|n-children|--layout|deep|--layout|'deep'|PAIRTREE, FLAT",
            "--workload|n-uris|--layout|flat|--layout|n-uris|PAIRTREE",
            "--workload|n-members|--prefer|none|--prefer|'none'|SCRIPT, MINIMAL_CONTAINER"})
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
