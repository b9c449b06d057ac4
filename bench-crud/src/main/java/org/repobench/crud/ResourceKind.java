package org.repobench.crud;

import org.apache.commons.io.output.NullOutputStream;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;
import org.repobench.repository.write.BinarySource;
import org.repobench.repository.write.NoSuchResourceException;
import org.repobench.repository.write.ResourceWriter;

import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The two kinds of resource FedoraCrudConcurrentIT exercised, each with its four requests: the JMH {@code resource}
 * param. Containers: POST (a Slug, no body), PATCH adding a dc:title, GET, DELETE. Content files: PUT of about 60
 * bytes of text/plain, PUT of new text, GET of the bytes, DELETE.
 */
public enum ResourceKind {
    CONTAINER {
        @Override
        void create(ResourceWriter writer, String path) throws Exception {
            writer.put(path, "");
        }

        @Override
        void update(ResourceWriter writer, String path) throws Exception {
            writer.patch(path, "@prefix dc: <http://purl.org/dc/elements/1.1/> . <> dc:title \"Title: " + path
                    + "\" .");
        }

        @Override
        long retrieve(BenchRepository repository, String path) throws Exception {
            return repository.get(path, Prefer.DEFAULT, RdfFormat.NTRIPLES, NullOutputStream.INSTANCE,
                    Vocabulary.DC_TITLE).triples();
        }
    },
    CONTENT {
        @Override
        void create(ResourceWriter writer, String path) throws Exception {
            writer.putBinary(path, text("This is a content file: " + path), "text/plain", Map.of());
        }

        /**
         * The seed expected 204: a PUT that would create (this session does not see the file it made, its view of
         * the parent lagging) is not sent, because ModeShape would add a second child of the same name.
         */
        @Override
        void update(ResourceWriter writer, String path) throws Exception {
            if (writer.putBinary(path, text("This is an updated content file: " + path), "text/plain", Map.of())) {
                throw new NoSuchResourceException(path);
            }
        }

        @Override
        long retrieve(BenchRepository repository, String path) throws Exception {
            return repository.getBinary(path, NullOutputStream.INSTANCE);
        }
    };

    abstract void create(ResourceWriter writer, String path) throws Exception;

    abstract void update(ResourceWriter writer, String path) throws Exception;

    /** @return what came back (triples or bytes), for the Blackhole */
    abstract long retrieve(BenchRepository repository, String path) throws Exception;

    /** DELETE is the same request for both kinds: the resource goes, a tombstone stays. */
    void delete(ResourceWriter writer, String path) throws Exception {
        writer.delete(path);
    }

    private static BinarySource text(String content) {
        return BinarySource.of(content.getBytes(StandardCharsets.UTF_8));
    }
}
