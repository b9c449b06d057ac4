package org.repobench.crud;

import java.util.SplittableRandom;

/**
 * LAKEsuperior's benchmark graph (lakesuperior/util/generators.py random_graph), made from a seed: for each of
 * graphSize/4 rounds ii, four triples about the resource itself: {@code intp:u<ii>} to the previous resource (a
 * link inside the repository, stored as a {@code _ref} weak reference), {@code extp:u<ii>} to one of
 * {@code http://example.edu/res/<ii/10>} (5 distinct objects at 200), and two random 64-character Unicode literals
 * {@code litp:l<ii>} and {@code litp:l<ii+graphSize>}. So 200 gives 50 + 50 + 100 triples with 200 distinct
 * predicates. The previous resource is written as the prefix {@code r:}, declared when the body is sent, because
 * with POST its URI is known only once the previous request answered.
 */
final class LakeGraph {
    static final String INTERNAL = "http://ex.org/inturi_p#";
    static final String EXTERNAL = "http://ex.org/exturi_p#";
    static final String LITERAL = "http://ex.org/lit_p#";
    /** Letters only, from a few scripts: no quote, backslash or control character needs escaping in Turtle. */
    private static final int[][] LETTERS = {{0x41, 0x5A}, {0x61, 0x7A}, {0xC0, 0xD6}, {0xD8, 0xF6}, {0x391, 0x3A9},
            {0x3B1, 0x3C9}, {0x410, 0x44F}, {0x4E00, 0x9FA5}};

    private LakeGraph() {
    }

    /** Triples one graph of this size holds (rounds of four, as the generator's floor(size/4)). */
    static int triples(int graphSize) {
        return graphSize / 4 * 4;
    }

    /** The Turtle body of one graph, without the {@code r:} prefix line. */
    static String body(int graphSize, SplittableRandom random) {
        StringBuilder turtle = new StringBuilder(graphSize * 120);
        turtle.append("@prefix intp: <").append(INTERNAL).append("> . @prefix extp: <").append(EXTERNAL)
                .append("> . @prefix litp: <").append(LITERAL).append("> .\n");
        for (int ii = 0; ii < graphSize / 4; ii++) {
            turtle.append("<> intp:u").append(ii).append(" r: ;\n");
            turtle.append("   extp:u").append(ii).append(" <http://example.edu/res/").append(ii / 10).append("> ;\n");
            turtle.append("   litp:l").append(ii).append(" \"").append(literal(random)).append("\" ;\n");
            turtle.append("   litp:l").append(ii + graphSize).append(" \"").append(literal(random)).append("\" .\n");
        }
        return turtle.toString();
    }

    /** The line that makes {@code r:} the previous resource. */
    static String previous(String uri) {
        return "@prefix r: <" + uri + "> .\n";
    }

    private static String literal(SplittableRandom random) {
        StringBuilder text = new StringBuilder(64);
        for (int i = 0; i < 64; i++) {
            int[] range = LETTERS[random.nextInt(LETTERS.length)];
            text.appendCodePoint(random.nextInt(range[0], range[1] + 1));
        }
        return text.toString();
    }
}
