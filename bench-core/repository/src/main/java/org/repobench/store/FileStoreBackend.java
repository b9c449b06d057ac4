package org.repobench.store;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.repobench.api.ParamNames;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * ModeShape's own file persistence (an H2 MVStore file, compressed as fcrepo's file-simple config had it), with the
 * one fix concurrent writers need ({@link PrivateEditsFileDb}); the file is ModeShape's, unchanged.
 */
public final class FileStoreBackend implements StoreBackend {

    /** ModeShape's file store is an H2 MVStore, which writes changed pages to new chunks, never over old ones. */
    @Override
    public boolean appendsEveryVersion() {
        return true;
    }

    @Override
    public StoreKind kind() {
        return StoreKind.FILE;
    }

    /** The directory of the FileDb's MVStore under the location (not the store param). */
    @SuppressWarnings("checkstyle:quotedParamName")
    private static final String DIRECTORY = "store";

    @Override
    public ObjectNode persistence(StoreLocation at) {
        ObjectNode persistence = JsonConfig.object();
        persistence.put("type", PrivateEditsFileDb.TYPE);
        persistence.put("path", at.directory().resolve(DIRECTORY).toString());
        persistence.put("compress", true);
        return persistence;
    }

    @Override
    public Map<String, String> describe() {
        Map<String, String> description = new LinkedHashMap<>();
        description.put(ParamNames.STORE, "file");
        description.put("implementation", "ModeShape FileDb (H2 MVStore 1.4.191), compressed;"
                + " edits kept private until commit (FileDb alone closes its store under concurrent saves)");
        description.put(ParamNames.BINARY_STORE, BinaryStoreKind.FILE.cliName());
        return Collections.unmodifiableMap(description);
    }
}
