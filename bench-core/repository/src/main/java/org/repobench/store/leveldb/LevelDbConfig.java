package org.repobench.store.leveldb;

import org.repobench.api.EnumValues;

import org.modeshape.schematic.document.Document;

import java.nio.file.Path;

/**
 * The {@code storage.persistence} section of repository.json for {@code "type": "leveldb"}.
 *
 * @param directory      where the database lives ({@code path}; created when missing)
 * @param implementation which library to run ({@code implementation}: auto, jni or iq80; default auto)
 * @param sync           {@code sync}, default false: whether each commit also fsyncs the LevelDB log. Without it a
 *                       returned save survives the JVM being killed but not an OS crash or power loss; see
 *                       {@link LevelDbDocuments}
 */
public record LevelDbConfig(Path directory, LevelDbImplementation implementation, boolean sync) {
    public static final String TYPE = "leveldb";
    public static final String PATH = "path";
    public static final String IMPLEMENTATION = "implementation";
    public static final String SYNC = "sync";

    static LevelDbConfig from(Document persistence) {
        Object path = persistence.get(PATH);
        if (!(path instanceof String) || ((String) path).isBlank()) {
            throw new IllegalArgumentException("LevelDB persistence: '" + PATH + "' must name the database directory, "
                    + "e.g. \"" + PATH + "\" : \"/data/leveldb\"; got " + quoted(path));
        }
        Object implementation = persistence.get(IMPLEMENTATION);
        if (implementation != null && !(implementation instanceof String)) {
            throw new IllegalArgumentException("LevelDB persistence: '" + IMPLEMENTATION + "' must be a string, got "
                    + quoted(implementation) + "; accepted: " + EnumValues.accepted(LevelDbImplementation.class));
        }
        return new LevelDbConfig(Path.of((String) path).toAbsolutePath(),
                LevelDbImplementation.of("LevelDB persistence '" + IMPLEMENTATION + "'", (String) implementation),
                parseSync(persistence.get(SYNC)));
    }

    /** Accepts a boolean or its text: a ${property:default} placeholder in repository.json arrives as a string. */
    private static boolean parseSync(Object value) {
        if (value == null) {
            return false;
        }
        if (value instanceof Boolean) {
            return (Boolean) value;
        }
        if ("true".equalsIgnoreCase(value.toString().trim()) || "false".equalsIgnoreCase(value.toString().trim())) {
            return Boolean.parseBoolean(value.toString().trim());
        }
        throw new IllegalArgumentException("LevelDB persistence: '" + SYNC + "' must be true or false, got "
                + quoted(value));
    }

    private static String quoted(Object value) {
        return value instanceof String ? "'" + value + "'" : String.valueOf(value);
    }
}
