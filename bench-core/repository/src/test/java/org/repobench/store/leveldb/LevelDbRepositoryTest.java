package org.repobench.store.leveldb;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryLevers;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.GetResult;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreLocation;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The whole repository (ModeShape, Fedora's node model, Jena) on the LevelDB store, across a restart. */
class LevelDbRepositoryTest {
    private static final String TITLE = "<http://purl.org/dc/elements/1.1/title>";

    @TempDir
    Path tmp;

    @Test
    void containersWrittenBeforeARestartAreReadAfterIt() throws Exception {
        StoreLocation at = new StoreLocation(tmp, "t");
        List<String> posted = new ArrayList<>();
        try (BenchRepository repo = BenchRepository.open(StoreKind.LEVELDB.backend(), at, RepositoryLevers.DEFAULTS);
             ResourceWriter writer = repo.writer(7)) {
            writer.put("/objects", "<> " + TITLE + " \"the objects\" .");
            writer.save();
            for (int i = 0; i < 5; i++) {
                posted.add(writer.post("/objects", "<> " + TITLE + " \"object " + i + "\" ."));
            }
            writer.save();
        }
        assertTrue(Files.isDirectory(tmp.resolve("leveldb")), "the store lives in <dir>/leveldb");

        try (BenchRepository repo = BenchRepository.open(StoreKind.LEVELDB.backend(), at, RepositoryLevers.DEFAULTS)) {
            ByteArrayOutputStream parentBody = new ByteArrayOutputStream();
            GetResult parent = repo.get("/objects", Prefer.DEFAULT, RdfFormat.NTRIPLES, parentBody,
                    Vocabulary.LDP_CONTAINS);
            String parentText = parentBody.toString(StandardCharsets.UTF_8);
            assertTrue(LevelDbTestSupport.hasLiteral(parentText, "the objects"), parentText);
            assertEquals(posted.size(), parent.counted(), parentText);
            for (int i = 0; i < posted.size(); i++) {
                String path = posted.get(i);
                assertTrue(parentText.contains("<" + repo.uris().uriOf(path) + ">"), path + "\n" + parentText);
                String body = get(repo, path);
                assertTrue(LevelDbTestSupport.hasLiteral(body, "object " + i), path + "\n" + body);
            }
        }
    }

    private static String get(BenchRepository repo, String path) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        repo.get(path, Prefer.DEFAULT, RdfFormat.NTRIPLES, out, Vocabulary.PCDM_HAS_MEMBER);
        return out.toString(StandardCharsets.UTF_8);
    }
}
