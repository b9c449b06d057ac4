package org.repobench.store.leveldb;

import org.modeshape.schematic.SchematicDbProvider;
import org.modeshape.schematic.document.Document;

/**
 * ModeShape's entry point to the LevelDB store, found through {@code META-INF/services}: answers
 * {@code "type": "leveldb"} and leaves every other type to the other providers.
 */
public final class LevelDbProvider implements SchematicDbProvider<LevelDbSchematicDb> {

    @Override
    public LevelDbSchematicDb getDB(String type, Document configuration) {
        if (!LevelDbConfig.TYPE.equalsIgnoreCase(type)) {
            return null;
        }
        return new LevelDbSchematicDb(LevelDbConfig.from(configuration));
    }
}
