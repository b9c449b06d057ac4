package org.repobench.ldp;

import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.ModelFactory;
import org.apache.jena.rdf.model.RDFNode;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TripleCounterTest {
    private static final String HAS_MEMBER = "http://pcdm.org/models#hasMember";
    private static final String MEMBER_OF = "http://pcdm.org/models#memberOf";

    @Test
    void countsTheTriplesWithThePredicate() {
        String body = """
                # a comment naming <http://pcdm.org/models#hasMember>
                <http://h/col> <http://pcdm.org/models#hasMember> <http://h/a> .
                <http://h/col> <http://pcdm.org/models#hasMember> <http://h/b> .\r
                _:b0 <http://pcdm.org/models#hasMember> <http://h/c> .
                  <http://h/col>\t<http://pcdm.org/models#hasMember> "d" .
                <http://h/col> <http://purl.org/dc/elements/1.1/title> "<http://pcdm.org/models#hasMember>" .
                <http://h/col> <http://pcdm.org/models#hasMemberX> <http://h/e> .
                <http://pcdm.org/models#hasMember> <http://www.w3.org/2000/01/rdf-schema#label> "hasMember" .

                """;
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);

        assertEquals(4, count(bytes, HAS_MEMBER));
        assertEquals(jena(bytes, HAS_MEMBER), count(bytes, HAS_MEMBER));
        assertEquals(0, count(new byte[0], HAS_MEMBER));
    }

    @Test
    void agreesWithJenaOnALargerBody() {
        byte[] bytes = links(1000, "\n", true).toString().getBytes(StandardCharsets.UTF_8);

        assertEquals(334, count(bytes, HAS_MEMBER));
        assertEquals(jena(bytes, HAS_MEMBER), count(bytes, HAS_MEMBER));
    }

    @Test
    void countsTheSameWhateverTheChunksCutThrough() {
        StringBuilder body = links(300, "\r\n", false);
        body.append("<http://h/col> <").append(HAS_MEMBER).append("> <http://h/last>");
        byte[] bytes = body.toString().getBytes(StandardCharsets.UTF_8);

        for (int chunk : new int[] {1, 2, 7, 64, 1000, bytes.length}) {
            for (TripleCounter counter : List.of(new TripleCounter(HAS_MEMBER),
                    new TripleCounter(HAS_MEMBER, TripleCounter.Position.SUBJECT, "http://h/col"))) {
                for (int from = 0; from < bytes.length; from += chunk) {
                    // read-only, as the HTTP client hands its buffers out
                    counter.accept(ByteBuffer.wrap(bytes, from, Math.min(chunk, bytes.length - from))
                            .asReadOnlyBuffer());
                }
                assertEquals(101, counter.finish(), "chunks of " + chunk);
                assertEquals(bytes.length, counter.bytes());
            }
        }
    }

    @Test
    void countsOnlyTheTriplesAboutTheResource() {
        String body = """
                <http://h/col> <http://pcdm.org/models#hasMember> <http://h/a> .
                <http://h/other> <http://pcdm.org/models#hasMember> <http://h/b> .
                <http://h/col/child> <http://pcdm.org/models#hasMember> <http://h/c> .
                _:b0 <http://pcdm.org/models#hasMember> <http://h/d> .
                <http://h/col>\t<http://pcdm.org/models#hasMember>\t<http://h/e>\t.
                """;
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);

        assertEquals(2, count(bytes, new TripleCounter(HAS_MEMBER, TripleCounter.Position.SUBJECT, "http://h/col")));
        assertEquals(5, count(bytes, new TripleCounter(HAS_MEMBER)), "whatever the subject");
    }

    @Test
    void countsOnlyTheInboundReferencesToTheResource() {
        String body = """
                <http://h/a> <http://pcdm.org/models#memberOf> <http://h/col> .
                <http://h/b> <http://pcdm.org/models#memberOf> <http://h/col>.
                <http://h/c> <http://pcdm.org/models#memberOf> <http://h/other> .
                <http://h/col> <http://pcdm.org/models#memberOf> <http://h/parent> .
                <http://h/d> <http://pcdm.org/models#memberOf> "<http://h/col>" .
                """;
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);

        assertEquals(2, count(bytes, new TripleCounter(MEMBER_OF, TripleCounter.Position.OBJECT, "http://h/col")));
    }

    @Test
    void aTripleWrittenTwiceCountsOnce() {
        String body = """
                <http://h/col> <http://pcdm.org/models#hasMember> <http://h/a> .
                <http://h/col> <http://pcdm.org/models#hasMember> <http://h/a> .
                <http://h/col>  <http://pcdm.org/models#hasMember>  <http://h/a>  .
                <http://h/col> <http://pcdm.org/models#hasMember> <http://h/b> .
                <http://h/other> <http://pcdm.org/models#hasMember> <http://h/b> .
                <http://h/a> <http://pcdm.org/models#memberOf> <http://h/col> .
                <http://h/a> <http://pcdm.org/models#memberOf> <http://h/col> .
                """;
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);

        assertEquals(2, count(bytes, new TripleCounter(HAS_MEMBER, TripleCounter.Position.SUBJECT, "http://h/col")));
        assertEquals(3, count(bytes, new TripleCounter(HAS_MEMBER)), "<other> hasMember <b> is a triple of its own");
        assertEquals(jena(bytes, HAS_MEMBER), count(bytes, new TripleCounter(HAS_MEMBER)));
        assertEquals(1, count(bytes, new TripleCounter(MEMBER_OF, TripleCounter.Position.OBJECT, "http://h/col")));
    }

    /** N links from one collection, every third a hasMember; with a title on each linked resource if asked. */
    private static StringBuilder links(int n, String lineEnd, boolean titles) {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < n; i++) {
            body.append("<http://h/col> <").append(i % 3 == 0 ? HAS_MEMBER : "http://h/p").append("> <http://h/m")
                    .append(i).append("> .").append(lineEnd);
            if (titles) {
                body.append("<http://h/m").append(i).append("> <http://h/title> \"member ").append(i).append(" ü\" .")
                        .append(lineEnd);
            }
        }
        return body;
    }

    /** The counter over a whole body at once. */
    private static long count(byte[] ntriples, String predicate) {
        return count(ntriples, new TripleCounter(predicate));
    }

    private static long count(byte[] ntriples, TripleCounter counter) {
        counter.accept(ByteBuffer.wrap(ntriples));
        return counter.finish();
    }

    private static long jena(byte[] ntriples, String predicate) {
        Model model = ModelFactory.createDefaultModel();
        model.read(new ByteArrayInputStream(ntriples), null, "N-TRIPLES");
        return model.listStatements(null, model.createProperty(predicate), (RDFNode) null).toList().size();
    }
}
