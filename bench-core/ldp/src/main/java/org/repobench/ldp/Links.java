package org.repobench.ldp;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** Reads HTTP Link headers (RFC 8288): {@code <uri>; rel="type", <uri2>; rel="timemap"}, one header or several. */
final class Links {
    private Links() {
    }

    /** One link: its target and its relation types (a rel may list several, space-separated). */
    record Link(String uri, Set<String> rels) {
    }

    static List<Link> parse(List<String> headerValues) {
        List<Link> links = new ArrayList<>();
        for (String value : headerValues) {
            for (String part : splitOutsideBrackets(value)) {
                parseOne(part).ifPresent(links::add);
            }
        }
        return links;
    }

    // commas separate links, but a URI or a quoted parameter may hold commas too
    private static List<String> splitOutsideBrackets(String value) {
        List<String> parts = new ArrayList<>();
        boolean inUri = false;
        boolean inQuotes = false;
        int start = 0;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '<' && !inQuotes) {
                inUri = true;
            } else if (c == '>' && !inQuotes) {
                inUri = false;
            } else if (c == '"' && !inUri) {
                inQuotes = !inQuotes;
            } else if (c == ',' && !inUri && !inQuotes) {
                parts.add(value.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(value.substring(start));
        return parts;
    }

    private static Optional<Link> parseOne(String part) {
        int open = part.indexOf('<');
        int close = part.indexOf('>', open + 1);
        if (open < 0 || close < 0) {
            return Optional.empty();
        }
        String uri = part.substring(open + 1, close).strip();
        Set<String> rels = Set.of();
        for (String parameter : part.substring(close + 1).split(";")) {
            int equals = parameter.indexOf('=');
            if (equals < 0 || !parameter.substring(0, equals).strip().equalsIgnoreCase("rel")) {
                continue;
            }
            String rel = parameter.substring(equals + 1).strip();
            if (rel.length() >= 2 && rel.startsWith("\"") && rel.endsWith("\"")) {
                rel = rel.substring(1, rel.length() - 1);
            }
            // registered relation types compare case-insensitively; URI relations are kept as written
            rels = Set.of(rel.strip().split("\\s+")).stream()
                    .map(r -> r.contains(":") ? r : r.toLowerCase(Locale.ROOT))
                    .collect(Collectors.toUnmodifiableSet());
        }
        return Optional.of(new Link(uri, rels));
    }
}
