package org.repobench.store.leveldb;

/**
 * The library a store runs on, decided from what was asked for and whether native LevelDB loads here.
 *
 * @param requested      what the configuration asked for
 * @param library        what runs
 * @param fallbackReason why {@code auto} fell back to the pure-Java port; null when it did not
 */
public record LibraryChoice(LevelDbImplementation requested, LevelDbLibrary library, String fallbackReason) {

    public static LibraryChoice resolve(LevelDbImplementation requested) {
        return resolve(requested, NativeLevelDb.load());
    }

    static LibraryChoice resolve(LevelDbImplementation requested, NativeLevelDb.Load nativeLoad) {
        switch (requested) {
            case IQ80:
                return new LibraryChoice(requested, LevelDbLibrary.IQ80, null);
            case JNI:
                if (!nativeLoad.loaded()) {
                    throw new LevelDbUnavailableException("LevelDB implementation 'jni' was requested, but the "
                            + "leveldbjni native library does not load here: " + nativeLoad.failure()
                            + "; use implementation 'auto' (falls back to pure Java) or 'iq80'");
                }
                return new LibraryChoice(requested, LevelDbLibrary.JNI, null);
            case AUTO:
                return nativeLoad.loaded()
                        ? new LibraryChoice(requested, LevelDbLibrary.JNI, null)
                        : new LibraryChoice(requested, LevelDbLibrary.IQ80,
                                "the leveldbjni native library did not load: " + nativeLoad.failure());
            default:
                throw new IllegalArgumentException("unhandled LevelDB implementation " + requested);
        }
    }

    public boolean fellBack() {
        return fallbackReason != null;
    }
}
