package org.repobench.gate;

import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * Whether two built revisions read the same cached fixtures. The cache keys a template by {@code FixtureCache.FORMAT},
 * so revisions with an equal FORMAT share every template and one prebuild serves both. The constant is read from each
 * revision's own classes, in a class loader of their own; a revision where it cannot be read (older or moved code) is
 * treated as different, which only costs a second prebuild.
 */
final class FixtureFormat {
    static final String FIXTURE_CACHE = "org.repobench.fixture.FixtureCache";

    private FixtureFormat() {
    }

    static boolean shared(String baseClasspath, String headClasspath) {
        OptionalInt base = of(baseClasspath);
        OptionalInt head = of(headClasspath);
        return base.isPresent() && head.isPresent() && base.getAsInt() == head.getAsInt();
    }

    /** The FORMAT of the revision built on this class path, if it has one. */
    static OptionalInt of(String classpath) {
        try (URLClassLoader loader = new URLClassLoader(urls(classpath), null)) {
            return OptionalInt.of(Class.forName(FIXTURE_CACHE, false, loader).getField("FORMAT").getInt(null));
        } catch (ReflectiveOperationException | LinkageError | IOException | RuntimeException e) {
            return OptionalInt.empty();
        }
    }

    private static URL[] urls(String classpath) throws MalformedURLException {
        List<URL> urls = new ArrayList<>();
        for (String entry : classpath.split(File.pathSeparator)) {
            if (!entry.isBlank()) {
                urls.add(new File(entry).toURI().toURL());
            }
        }
        return urls.toArray(URL[]::new);
    }
}
