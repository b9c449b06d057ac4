package org.repobench.store;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The one Jackson mapper used to build repository.json fragments. */
public final class JsonConfig {
    public static final ObjectMapper MAPPER = new ObjectMapper();

    private JsonConfig() {
    }

    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }
}
