package org.repobench.crud;

import org.apache.commons.io.output.NullOutputStream;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpRequest;
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
        String requests() {
            return "POST of a container (Slug), PATCH of a dc:title, GET, DELETE";
        }

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

        /** The test's POST: the name as a Slug, which the server may not take (then its Location says where). */
        @Override
        public LdpRequest createRequest(String path) {
            int slash = path.lastIndexOf('/');
            return LdpRequest.postContainer(path.substring(0, slash), path.substring(slash + 1));
        }

        @Override
        String create(LdpClient client, String path) {
            return client.server().root().relativize(client.send(createRequest(path))).toString();
        }

        /** A PUT of the empty container, lenient about the server-managed triples a replacing PUT leaves out. */
        @Override
        LdpRequest recreateRequest(String path) {
            return LdpRequest.putContainer(path, Map.of("Prefer", "handling=lenient; received=\"minimal\""));
        }

        @Override
        public LdpRequest updateRequest(String path) {
            return LdpRequest.sparqlUpdate(path, "PREFIX dc: <http://purl.org/dc/elements/1.1/>\nINSERT { <> dc:title"
                    + " \"Title: " + path + "\" } WHERE { }");
        }

        /** The GET {@link LdpClient#count} sends, counting the dc:title as the body streams in. */
        @Override
        public LdpRequest retrieveRequest(String path) {
            return LdpRequest.get(path, LdpClient.N_TRIPLES);
        }

        @Override
        long retrieve(LdpClient client, String path) {
            return client.count(path, null, Vocabulary.DC_TITLE.getURI()).bytes();
        }
    },
    CONTENT {
        @Override
        String requests() {
            return "PUT of a content file (text), PUT of new text, GET, DELETE";
        }

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

        @Override
        public LdpRequest createRequest(String path) {
            return LdpRequest.putText(path, "This is a content file: " + path);
        }

        @Override
        String create(LdpClient client, String path) {
            client.send(createRequest(path));
            return path;
        }

        /** 204, as the seed expected: the file is there (HTTP answers are not views that lag). */
        @Override
        public LdpRequest updateRequest(String path) {
            return LdpRequest.putText(path, "This is an updated content file: " + path);
        }

        /** The GET {@link LdpClient#read} sends. */
        @Override
        public LdpRequest retrieveRequest(String path) {
            return LdpRequest.get(path, "*/*");
        }

        @Override
        long retrieve(LdpClient client, String path) {
            return client.read(path);
        }
    };

    /** The four requests in a line, for the usage text. */
    abstract String requests();

    abstract void create(ResourceWriter writer, String path) throws Exception;

    abstract void update(ResourceWriter writer, String path) throws Exception;

    /** @return what came back (triples or bytes), for the Blackhole */
    abstract long retrieve(BenchRepository repository, String path) throws Exception;

    /** DELETE is the same request for both kinds: the resource goes, a tombstone stays. */
    void delete(ResourceWriter writer, String path) throws Exception {
        writer.delete(path);
    }

    /**
     * The same four requests over HTTP, as data: what {@link #create(LdpClient, String)} and the others send, and
     * what a load plan for another engine is built from. The path may be an engine's reference (JMeter's ${name}).
     */
    public abstract LdpRequest createRequest(String path);

    /** The create as a request that may be sent again whatever an earlier attempt did (a PUT at the path). */
    LdpRequest recreateRequest(String path) {
        return createRequest(path);
    }

    public abstract LdpRequest updateRequest(String path);

    public abstract LdpRequest retrieveRequest(String path);

    public LdpRequest deleteRequest(String path) {
        return LdpRequest.delete(path);
    }

    /** @return the new resource's path relative to the server's root */
    abstract String create(LdpClient client, String path);

    /** {@link #recreateRequest} sent. @return the path */
    String recreate(LdpClient client, String path) {
        client.send(recreateRequest(path));
        return path;
    }

    void update(LdpClient client, String path) {
        client.send(updateRequest(path));
    }

    /** @return the bytes that came back, for the Blackhole */
    abstract long retrieve(LdpClient client, String path);

    void delete(LdpClient client, String path) {
        client.send(deleteRequest(path));
    }

    private static BinarySource text(String content) {
        return BinarySource.of(content.getBytes(StandardCharsets.UTF_8));
    }
}
