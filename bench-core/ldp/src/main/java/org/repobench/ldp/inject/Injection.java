package org.repobench.ldp.inject;

import org.repobench.api.OptionNames;
import org.repobench.ldp.LdpException;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A known cost added to a managed server's own code, to test what a gate catches: {@code cpu=10%} makes every request
 * spend a tenth more CPU in the methods that serve it, {@code alloc=10%} a tenth more allocation, nothing else. By
 * default the methods are Fedora's own request paths, the same in every line from 4 to 7 ({@link #FEDORA_REQUESTS}):
 * the LDP resource's GET and POST, and the writer of every RDF response body. The added share is of those methods'
 * own cost, so what a benchmark measures is less: {@link InjectionReport} says what was added, the benchmark what it
 * came to.
 *
 * @param kind     what is spent
 * @param fraction how much more, of what the methods spent themselves (0.1 for 10 %)
 * @param points   the methods instrumented
 */
public record Injection(InjectionKind kind, double fraction, List<InjectionPoint> points) {
    /** Fedora's request paths: the LDP resource's GET and POST (and below them all else), and RDF bodies' writer. */
    public static final List<InjectionPoint> FEDORA_REQUESTS = List.of(
            new InjectionPoint("org.fcrepo.http.api.FedoraLdp", List.of("getResource", "createObject")),
            new InjectionPoint("org.fcrepo.http.commons.responses.RdfStreamProvider", List.of("writeTo")));
    static final double MAX_PERCENT = 1000;
    static final String FORMAT = "KIND=PERCENT% with KIND cpu or alloc and PERCENT above 0 and at most 1000, then"
            + " optionally @" + InjectionPoint.FORMAT + "[+CLASS#METHOD...] (default: Fedora's request paths), e.g."
            + " cpu=10% or alloc=5%@" + "org.fcrepo.http.api.FedoraLdp#getResource";

    public Injection {
        points = List.copyOf(points);
    }

    /** {@code cpu=10%}, {@code alloc=2.5%@org.example.Type#method+org.example.Other#a,b}. */
    public static Injection parse(String spec) {
        String text = spec.strip();
        int at = text.indexOf('@');
        String cost = at < 0 ? text : text.substring(0, at);
        int equals = cost.indexOf('=');
        if (equals < 0 || !cost.endsWith("%")) {
            throw refused(spec);
        }
        InjectionKind kind = InjectionKind.ofCliName(cost.substring(0, equals)).orElseThrow(() -> refused(spec));
        double percent;
        try {
            percent = new BigDecimal(cost.substring(equals + 1, cost.length() - 1)).doubleValue();
        } catch (NumberFormatException e) {
            throw refused(spec);
        }
        if (!(percent > 0 && percent <= MAX_PERCENT)) {
            throw refused(spec);
        }
        List<InjectionPoint> points = new ArrayList<>();
        if (at < 0) {
            points.addAll(FEDORA_REQUESTS);
        } else {
            for (String point : text.substring(at + 1).split("\\+", -1)) {
                points.add(InjectionPoint.parse(point).orElseThrow(() -> new LdpException(OptionNames.SERVER_INJECT
                        + ": '" + spec + "' names '" + point + "', which is not a method to instrument; accepted: "
                        + FORMAT)));
            }
        }
        return new Injection(kind, percent / 100, points);
    }

    private static LdpException refused(String spec) {
        return new LdpException(OptionNames.SERVER_INJECT + ": '" + spec + "' is not accepted; accepted: " + FORMAT);
    }

    /** "cpu=10%", "alloc=2.5%": the cost alone. */
    public String cost() {
        return kind.cliName() + "=" + BigDecimal.valueOf(fraction * 100).stripTrailingZeros().toPlainString() + "%";
    }

    /** As {@code --server-inject} takes it back: the cost, and the methods unless they are the default. */
    public String spec() {
        return cost() + (points.equals(FEDORA_REQUESTS) ? ""
                : "@" + points.stream().map(InjectionPoint::spec).collect(Collectors.joining("+")));
    }

    /** "cpu=10% in FedoraLdp#getResource,createObject and RdfStreamProvider#writeTo", for lines a reader reads. */
    public String describe() {
        return cost() + " in " + points.stream().map(InjectionPoint::shortName).collect(Collectors.joining(" and "));
    }

    /** The agent's arguments ({@link InjectionAgent#parse}); its report goes to {@code report}. */
    String agentArgs(Path report) {
        StringBuilder args = new StringBuilder();
        args.append(InjectionAgent.KIND).append('=').append(kind.cliName());
        args.append(';').append(InjectionAgent.FRACTION).append('=').append(String.format(Locale.ROOT, "%s",
                fraction));
        args.append(';').append(InjectionAgent.REPORT).append('=').append(report.toAbsolutePath());
        points.forEach(point -> args.append(';').append(InjectionAgent.POINT).append('=').append(point.spec()));
        return args.toString();
    }
}
