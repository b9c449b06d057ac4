package org.repobench.repository.write;

import org.modeshape.jcr.api.Binary;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.ResourceUris;

import javax.jcr.Node;
import javax.jcr.PropertyType;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import javax.jcr.Value;
import javax.jcr.ValueFactory;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * PUT of a binary with the digests the client sent: every one is checked against the bytes before anything is
 * written, and the bytes stored are checked again against the SHA-1 the first pass computed.
 */
final class BinaryWriter {
    private final Session session;
    private final ResourceUris uris;
    private final ResourceLookup lookup;
    private final NodeCreation creation;
    private final IndexedSave save;

    BinaryWriter(Session session, ResourceUris uris, ResourceLookup lookup, NodeCreation creation, IndexedSave save) {
        this.session = session;
        this.uris = uris;
        this.lookup = lookup;
        this.creation = creation;
        this.save = save;
    }

    /** @return whether the binary was created (false: its content was replaced) */
    boolean put(String path, BinarySource source, String mimeType, Map<String, String> expectedDigests)
            throws RepositoryException, IOException {
        long[] size = new long[1];
        Map<String, String> actual = Digests.compute(source, expectedDigests.keySet(), size);
        for (Map.Entry<String, String> expected : expectedDigests.entrySet()) {
            String computed = actual.get(expected.getKey().toLowerCase(Locale.ROOT));
            if (!computed.equalsIgnoreCase(expected.getValue())) {
                throw new DigestMismatchException(expected.getKey() + " digest mismatch for a binary sent to "
                        + uris.uriOf(path) + ": client sent " + expected.getValue() + ", content has "
                        + computed + "; nothing was stored");
            }
        }
        Node file = lookup.existing(path);
        boolean created = file == null;
        if (created) {
            file = creation.createResource(path, JcrNames.FILE);
            file.addMixin(JcrNames.FEDORA_DESCRIPTION);
            file.addNode(JcrNames.CONTENT, JcrNames.RESOURCE).addMixin(JcrNames.FEDORA_BINARY);
        } else if (!file.isNodeType(JcrNames.FEDORA_DESCRIPTION)) {
            throw new IllegalArgumentException("cannot PUT a binary at " + uris.uriOf(path)
                    + ": a container is there");
        }
        Node content = file.getNode(JcrNames.CONTENT);
        ValueFactory values = session.getValueFactory();
        try (InputStream in = source.open()) {
            Binary binary = (Binary) values.createBinary(in);
            String stored = binary.getHexHash();
            if (!stored.equalsIgnoreCase(actual.get("sha1"))) {
                session.refresh(false);
                throw new DigestMismatchException("the binary changed while it was stored under " + uris.uriOf(path)
                        + " (sha1 " + actual.get("sha1") + " then " + stored + "); nothing was stored");
            }
            content.setProperty(JcrNames.DATA, binary);
        }
        content.setProperty("jcr:mimeType", mimeType);
        content.setProperty(JcrNames.HAS_MIME_TYPE, mimeType);
        content.setProperty(JcrNames.HAS_SIZE, size[0]);
        List<Value> digests = new ArrayList<>();
        for (Map.Entry<String, String> digest : actual.entrySet()) {
            digests.add(values.createValue("urn:" + digest.getKey() + ":" + digest.getValue(), PropertyType.URI));
        }
        content.setProperty(JcrNames.HAS_MESSAGE_DIGEST, digests.toArray(Value[]::new));
        file.setProperty("jcr:lastModified", Calendar.getInstance());
        if (created) {
            MembershipResource.touch(file);
        }
        save.changed(path);
        return created;
    }
}
