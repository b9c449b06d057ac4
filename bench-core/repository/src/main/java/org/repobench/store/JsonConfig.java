package org.repobench.store;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The one Jackson mapper used to build repository.json fragments, and the fragments every store shares. */
public final class JsonConfig {
    public static final ObjectMapper MAPPER = new ObjectMapper();

    private JsonConfig() {
    }

    // fcrepo's configs: smaller binary values stay inline in the node's document
    private static final int MINIMUM_BINARY_SIZE_IN_BYTES = 4096;

    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    /** A {@code storage.binaryStorage} object of this type, with the binary size threshold every store uses. */
    public static ObjectNode binaryStorage(String type) {
        ObjectNode binary = object();
        binary.put("type", type);
        binary.put("minimumBinarySizeInBytes", MINIMUM_BINARY_SIZE_IN_BYTES);
        return binary;
    }
}
