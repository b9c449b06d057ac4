package org.repobench.store.leveldb;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.repobench.api.ParamNames;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.JsonConfig;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreLocation;
import org.repobench.store.StoreUnavailableException;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The LevelDB store: our own ModeShape persistence provider ({@link LevelDbProvider}) in {@code <dir>/leveldb}.
 * The library is chosen by {@value #PROPERTY} (system property) or {@value #ENVIRONMENT} (environment), default
 * {@code auto}: native LevelDB, or pure Java where the native library does not load.
 */
public final class LevelDbStoreBackend implements StoreBackend {
    public static final String PROPERTY = "repobench.leveldb.implementation";
    public static final String ENVIRONMENT = "REPOBENCH_LEVELDB_IMPLEMENTATION";

    private final LibraryChoice choice;

    /** @throws StoreUnavailableException when {@code jni} is asked for and the native library does not load here */
    public LevelDbStoreBackend(LevelDbImplementation implementation) {
        try {
            this.choice = LibraryChoice.resolve(implementation);
        } catch (LevelDbUnavailableException e) {
            throw new StoreUnavailableException(e.getMessage() + " (set " + PROPERTY + " or " + ENVIRONMENT + ")", e);
        }
    }

    /** The backend the environment asks for: the system property wins over the environment variable. */
    public static LevelDbStoreBackend fromEnvironment() {
        return new LevelDbStoreBackend(
                configuredImplementation(System.getProperty(PROPERTY), System.getenv(ENVIRONMENT)));
    }

    static LevelDbImplementation configuredImplementation(String property, String environment) {
        if (property != null && !property.isBlank()) {
            return LevelDbImplementation.of("system property " + PROPERTY, property);
        }
        return LevelDbImplementation.of("environment variable " + ENVIRONMENT, environment);
    }

    @Override
    public StoreKind kind() {
        return StoreKind.LEVELDB;
    }

    @Override
    public ObjectNode persistence(StoreLocation at) {
        ObjectNode persistence = JsonConfig.object();
        persistence.put("type", LevelDbConfig.TYPE);
        persistence.put(LevelDbConfig.PATH, at.directory().resolve("leveldb").toString());
        persistence.put(LevelDbConfig.IMPLEMENTATION, choice.requested().cliName());
        return persistence;
    }

    /** {@code implementation} is what the provider runs in this JVM (the native load is probed once per JVM). */
    @Override
    public Map<String, String> describe() {
        Map<String, String> description = new LinkedHashMap<>();
        description.put(ParamNames.STORE, "leveldb");
        description.put("implementation", choice.library().description());
        if (choice.fellBack()) {
            description.put("fallback", choice.fallbackReason());
        }
        description.put(ParamNames.BINARY_STORE, BinaryStoreKind.FILE.cliName());
        return Collections.unmodifiableMap(description);
    }
}
