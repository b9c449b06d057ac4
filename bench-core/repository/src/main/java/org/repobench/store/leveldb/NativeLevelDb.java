package org.repobench.store.leveldb;

import org.repobench.api.Causes;

/**
 * Whether leveldbjni's native library loads in this JVM. Tried once: the library is loaded by a static
 * initializer, and a class whose initialization failed cannot be initialized again, so a second attempt would only
 * report a less helpful NoClassDefFoundError.
 */
final class NativeLevelDb {
    private static final String FACTORY_CLASS = "org.fusesource.leveldbjni.JniDBFactory";

    /** The outcome of loading the native library: {@code failure} is null when it loaded. */
    record Load(boolean loaded, String failure) {
        static Load succeeded() {
            return new Load(true, null);
        }

        static Load failed(String failure) {
            return new Load(false, failure);
        }
    }

    private NativeLevelDb() {
    }

    static Load load() {
        return Holder.RESULT;
    }

    private static final class Holder {
        static final Load RESULT = tryLoad();
    }

    private static Load tryLoad() {
        try {
            Class.forName(FACTORY_CLASS, true, NativeLevelDb.class.getClassLoader());
            return Load.succeeded();
        } catch (LinkageError | ClassNotFoundException | RuntimeException e) {
            return Load.failed(describe(e) + " (on " + System.getProperty("os.name") + "/"
                    + System.getProperty("os.arch") + ", java.io.tmpdir=" + System.getProperty("java.io.tmpdir")
                    + ")");
        }
    }

    private static String describe(Throwable error) {
        StringBuilder text = new StringBuilder();
        for (Throwable e : Causes.of(error)) {
            if (text.length() > 0) {
                text.append(" <- ");
            }
            text.append(e.getClass().getSimpleName());
            if (e.getMessage() != null) {
                text.append(": ").append(e.getMessage());
            }
        }
        return text.toString();
    }
}
