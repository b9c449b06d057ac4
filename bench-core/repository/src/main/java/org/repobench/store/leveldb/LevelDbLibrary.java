package org.repobench.store.leveldb;

import org.fusesource.leveldbjni.JniDBFactory;
import org.iq80.leveldb.DBFactory;
import org.iq80.leveldb.impl.Iq80DBFactory;

/**
 * The two LevelDB libraries on the class path. Both speak the {@code org.iq80.leveldb} API; leveldbjni-all bundles
 * an older copy of those API classes, so only methods present in both copies are used by this package.
 */
public enum LevelDbLibrary {
    JNI {
        @Override
        DBFactory factory() {
            return JniDBFactory.factory;
        }

        @Override
        public String description() {
            return "leveldbjni " + JniDBFactory.VERSION + " (native)";
        }
    },
    IQ80 {
        @Override
        DBFactory factory() {
            return Iq80DBFactory.factory;
        }

        @Override
        public String description() {
            return "iq80 leveldb " + Iq80DBFactory.VERSION + " (pure Java)";
        }
    };

    /** Only call on {@link #JNI} once {@link NativeLevelDb#load()} succeeded: touching it loads the native code. */
    abstract DBFactory factory();

    /** Library name, version and kind, as results and reports show it. */
    public abstract String description();
}
