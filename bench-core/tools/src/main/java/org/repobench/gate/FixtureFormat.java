package org.repobench.gate;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether two revisions read the same cached fixtures. The cache keys a template by {@code FixtureCache.FORMAT}, so
 * revisions with an equal FORMAT share every template and one prebuild serves both; a revision whose FORMAT cannot be
 * read (moved or renamed code) is treated as different, which only costs a second prebuild.
 */
final class FixtureFormat {
    static final String SOURCE = "bench-core/harness/src/main/java/org/repobench/fixture/FixtureCache.java";
    private static final Pattern FORMAT = Pattern.compile("\\bint\\s+FORMAT\\s*=\\s*(\\d+)\\s*;");

    private FixtureFormat() {
    }

    static boolean shared(Git git, String baseSha, String headSha) {
        OptionalInt base = of(git.show(baseSha, SOURCE));
        OptionalInt head = of(git.show(headSha, SOURCE));
        return base.isPresent() && head.isPresent() && base.getAsInt() == head.getAsInt();
    }

    static OptionalInt of(Optional<String> source) {
        if (source.isEmpty()) {
            return OptionalInt.empty();
        }
        Matcher matcher = FORMAT.matcher(source.get());
        return matcher.find() ? OptionalInt.of(Integer.parseInt(matcher.group(1))) : OptionalInt.empty();
    }
}
