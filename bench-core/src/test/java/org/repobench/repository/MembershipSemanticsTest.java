package org.repobench.repository;

import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.GetResult;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;
import org.repobench.repository.write.ResourceWriter;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MembershipSemanticsTest {
    private static final String BASE = "http://localhost:8080/rest";

    @TempDir
    Path dir;

    @Test
    void indirectContainerMembershipIsComputedFromProxies() throws Exception {
        try (BenchRepository repo = RepositoryFixtureSupport.openFileRepository(dir)) {
            List<String> objects = new ArrayList<>();
            try (ResourceWriter w = repo.writer(1)) {
                w.put("/b", "");
                w.put("/b/objects", "");
                w.put("/b/col", "");
                w.put("/b/col/members", "@prefix ldp: <http://www.w3.org/ns/ldp#> . "
                        + "<> a ldp:IndirectContainer ; ldp:membershipResource <" + BASE + "/b/col> ; "
                        + "ldp:hasMemberRelation <http://pcdm.org/models#hasMember> ; "
                        + "ldp:insertedContentRelation <http://www.openarchives.org/ore/terms/proxyFor> .");
                for (int i = 0; i < 5; i++) {
                    String obj = w.post("/b/objects", "<> <http://purl.org/dc/elements/1.1/title> \"object " + i + "\" .");
                    objects.add(obj);
                    w.post("/b/col/members", "@prefix ore: <http://www.openarchives.org/ore/terms/> . "
                            + "<> a ore:Proxy ; ore:proxyFor <" + BASE + obj + "> ; ore:proxyIn <" + BASE + "/b/col> .");
                }
                w.save();
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            GetResult result = repo.get("/b/col", Prefer.DEFAULT, RdfFormat.NTRIPLES, out, Vocabulary.PCDM_HAS_MEMBER);
            String body = out.toString(StandardCharsets.UTF_8);
            assertEquals(5, result.counted(), body);
            Graph graph = RDFParser.fromString(body, Lang.NTRIPLES).toGraph();
            Node col = Vocabulary.iri(BASE + "/b/col");
            for (String obj : objects) {
                assertTrue(graph.contains(col, Vocabulary.PCDM_HAS_MEMBER, Vocabulary.iri(BASE + obj)), obj + "\n" + body);
            }
            System.out.println(body);
        }
    }
}
