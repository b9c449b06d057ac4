package org.repobench.store.leveldb;

import org.modeshape.schematic.document.Bson;
import org.modeshape.schematic.document.Document;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** How documents and keys look on disk: UTF-8 keys, BSON values (the encoding ModeShape's relational store uses). */
final class DocumentCodec {
    private DocumentCodec() {
    }

    static byte[] key(String key) {
        return key.getBytes(StandardCharsets.UTF_8);
    }

    static String key(byte[] key) {
        return new String(key, StandardCharsets.UTF_8);
    }

    static byte[] encode(String key, Document entry) {
        try {
            return Bson.write(entry);
        } catch (IOException | RuntimeException e) {
            throw new LevelDbStoreException("cannot encode the document under key '" + key + "' as BSON: " + e, e);
        }
    }

    /** A new document on every call, so callers may edit what they get without touching anyone else's copy. */
    static Document decode(String key, byte[] value) {
        try {
            return Bson.read(new ByteArrayInputStream(value));
        } catch (IOException | RuntimeException e) {
            throw new LevelDbStoreException("the value stored under key '" + key + "' (" + value.length
                    + " bytes) is not a BSON document: " + e, e);
        }
    }
}
