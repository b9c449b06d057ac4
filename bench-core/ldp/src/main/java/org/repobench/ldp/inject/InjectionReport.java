package org.repobench.ldp.inject;

import org.repobench.api.OptionNames;
import org.repobench.ldp.LdpException;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * What the agent charged in one server's life, read back from the file it writes as the server stops: the classes it
 * instrumented, the calls it charged, what they spent themselves and what it added, in the kind's unit.
 */
public record InjectionReport(Injection injection, long calls, long base, long added, List<String> woven,
                              String failures) {
    static final String KIND = "kind";
    static final String CALLS = "calls";
    static final String BASE = "base";
    static final String ADDED = "added";
    static final String WOVEN = "woven";
    static final String FAILED = "failed";
    /** The file's name in the server's run directory. */
    public static final String FILE = "injection-report.properties";

    /** The report of a server that has stopped; one line when there is none or the injection never ran. */
    public static InjectionReport read(Path file, Injection injection, String server) {
        if (!Files.exists(file)) {
            throw new LdpException(OptionNames.SERVER_INJECT + " " + injection.spec() + ": " + server
                    + " stopped without the agent's report (" + file + "), so whether it ran is unknown");
        }
        Properties properties = new Properties();
        try {
            properties.load(new StringReader(Files.readString(file, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        String wovenText = properties.getProperty(WOVEN, "");
        InjectionReport report = new InjectionReport(injection, number(properties, CALLS), number(properties, BASE),
                number(properties, ADDED), wovenText.isEmpty() ? List.of() : Arrays.asList(wovenText.split(",")),
                properties.getProperty(FAILED, ""));
        if (report.calls() == 0) {
            throw new LdpException(OptionNames.SERVER_INJECT + " " + injection.spec() + ": no call of "
                    + injection.describe().substring(injection.cost().length() + " in ".length()) + " in " + server
                    + " (classes instrumented: " + (report.woven().isEmpty() ? "none" : String.join(", ",
                    report.woven())) + (report.failures().isEmpty() ? "" : "; failed: " + report.failures())
                    + "); accepted: methods that serve the benchmarks' requests in that build");
        }
        return report;
    }

    private static long number(Properties properties, String name) {
        return Long.parseLong(properties.getProperty(name, "0").strip());
    }

    /** "cpu=10%: 1,204 calls, added 10.0 % (1,234,000 on 12,340,000 ns of CPU)". */
    public String describe() {
        double share = base == 0 ? 0 : 100.0 * added / base;
        return String.format(Locale.ROOT, "%s: %,d calls, added %.1f %% (%,d on %,d %s)", injection.cost(), calls,
                share, added, base, injection.kind().unit());
    }
}
