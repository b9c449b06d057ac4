package org.repobench.api;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * One value of the JMH {@code target} param: the model, a server given by URL, or a Fedora build the suite starts
 * ({@code fedora-<version>} from the Maven registry, {@code war:<path>} for a war of one's own, which the launcher
 * turns into its build's name, e.g. {@code war-7.0.0-746353e6}). Results record {@link #recorded()}:
 * {@code FEDORA_4_7_5} for {@code fedora-4.7.5}, as they always have; a recorded value parses back.
 *
 * @param kind what kind of system it is
 * @param name how users and messages write it: "model", "url", "fedora-4.7.5", "war-7.0.0-746353e6", or, before the
 *             launcher read the war, "war:/path/to/fcrepo-webapp.war"
 */
public record Target(TargetKind kind, String name) {
    public static final Target MODEL = new Target(TargetKind.MODEL, "model");
    public static final Target URL = new Target(TargetKind.URL, "url");
    /** What {@link #parse} accepts, as the one line of a mistake says it. */
    public static final String ACCEPTED = "model, url, fedora-<version> (a release of org.fcrepo:fcrepo-webapp, e.g."
            + " fedora-4.7.5, fedora-6.1.0, fedora-5.0.2), war:<path to an fcrepo-webapp war>";
    private static final String WAR_PREFIX = "war:";
    private static final String FEDORA_PREFIX = "fedora-";
    private static final Pattern VERSION = Pattern.compile("[0-9][0-9A-Za-z.\\-]*");
    private static final Pattern RECORDED_FEDORA = Pattern.compile("FEDORA_([0-9][0-9A-Z_]*)");
    private static final Pattern WAR_NAME = Pattern.compile("war-([0-9][0-9a-z.\\-]*)-([0-9a-f]{8})");
    private static final Pattern RECORDED_WAR = Pattern.compile("WAR_([0-9][0-9A-Z_]*)_([0-9A-F]{8})");

    /** The target of the Fedora release {@code version} of the Maven registry: "fedora-4.7.5". */
    public static Target fedora(String version) {
        return new Target(TargetKind.MANAGED, FEDORA_PREFIX + version);
    }

    /**
     * The target of a war of one's own, by its version and the first 8 hex digits of its SHA-256; a character of the
     * version that is no letter, digit, dot or dash becomes a dash, so the name is safe in a param, a file name and a
     * database name.
     */
    public static Target war(String version, String sha256) {
        return new Target(TargetKind.MANAGED, "war-" + version.replaceAll("[^0-9A-Za-z.\\-]", "-") + "-"
                + sha256.substring(0, 8).toLowerCase(Locale.ROOT));
    }

    /**
     * A value as users write it ({@code model}, {@code fedora-5.0.2}, {@code war:/path}) or as results record it
     * ({@code MODEL}, {@code FEDORA_5_0_2}); case does not matter but in a war's path.
     *
     * @throws IllegalArgumentException "unknown value 'X'; accepted: ..." (the caller names the option)
     */
    public static Target parse(String value) {
        String given = value == null ? "" : value.trim();
        if (given.regionMatches(true, 0, WAR_PREFIX, 0, WAR_PREFIX.length())) {
            if (given.length() == WAR_PREFIX.length()) {
                throw new IllegalArgumentException("'" + value + "' names no war; accepted: " + ACCEPTED);
            }
            return new Target(TargetKind.MANAGED, WAR_PREFIX + given.substring(WAR_PREFIX.length()));
        }
        String lower = given.toLowerCase(Locale.ROOT);
        if (lower.equals(MODEL.name)) {
            return MODEL;
        }
        if (lower.equals(URL.name)) {
            return URL;
        }
        if (lower.startsWith(FEDORA_PREFIX) && VERSION.matcher(given.substring(FEDORA_PREFIX.length())).matches()) {
            return fedora(given.substring(FEDORA_PREFIX.length()));
        }
        if (WAR_NAME.matcher(lower).matches()) {
            return new Target(TargetKind.MANAGED, lower);
        }
        var recordedFedora = RECORDED_FEDORA.matcher(given);
        if (recordedFedora.matches()) {
            // best effort: a version's dots and dashes were both recorded as underscores
            return fedora(recordedFedora.group(1).replace('_', '.').toLowerCase(Locale.ROOT));
        }
        var recordedWar = RECORDED_WAR.matcher(given);
        if (recordedWar.matches()) {
            return new Target(TargetKind.MANAGED, "war-" + recordedWar.group(1).replace('_', '.')
                    .toLowerCase(Locale.ROOT) + "-" + recordedWar.group(2).toLowerCase(Locale.ROOT));
        }
        throw new IllegalArgumentException("unknown value '" + value + "'; accepted: " + ACCEPTED);
    }

    /** How users write it: "fedora-4.7.5". */
    public String cliName() {
        return name;
    }

    /** The {@code target} value a result records: "MODEL", "FEDORA_4_7_5", "WAR_7_0_0_746353E6". */
    public String recorded() {
        return name.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "_");
    }

    /** Whether a result's {@code target} value is this target. */
    public boolean isRecordedAs(String value) {
        return recorded().equals(value);
    }

    public boolean overHttp() {
        return kind.overHttp();
    }

    /** Whether the suite starts it. */
    public boolean isManaged() {
        return kind == TargetKind.MANAGED;
    }

    /** The war a {@code war:<path>} value names, before the launcher read it; empty for any other value. */
    public Optional<Path> warFile() {
        return name.startsWith(WAR_PREFIX) ? Optional.of(Path.of(name.substring(WAR_PREFIX.length())))
                : Optional.empty();
    }

    /** The release a {@code fedora-<version>} value names; empty for any other value. */
    public Optional<String> registryVersion() {
        return kind == TargetKind.MANAGED && name.startsWith(FEDORA_PREFIX)
                ? Optional.of(name.substring(FEDORA_PREFIX.length())) : Optional.empty();
    }

    @Override
    public String toString() {
        return name;
    }
}
