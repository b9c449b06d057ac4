package org.repobench.workload;

import org.repobench.ldp.LdpClient;
import org.repobench.ldp.FedoraVocabulary;
import org.repobench.repository.write.BinarySource;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The workload's requests sent to an LDP server, under one container of the fixture's (or the ingest's) own
 * ({@code prefix}), so the loaders' paths ({@code /bench/...}) and the server's never collide with anything else
 * there.
 *
 * <p>Container types go in a Link header, with a lenient Prefer, and for Fedora 4 in the body as well: Fedora 4.7 takes
 * the type from the body and ignores the header; Fedora 5 and later take it from the header, and refuse a typed body
 * (6 without the lenient handling, 5.0.2 even with it: 409).
 */
public final class LdpWorkloadWriter implements WorkloadWriter {
    private static final String LDP = "http://www.w3.org/ns/ldp#";
    private static final Pattern PREFIX = Pattern.compile("@prefix\\s+([\\w-]*):\\s*<([^>]*)>\\s*\\.");
    private static final String PREFER = "Prefer";
    private static final String LENIENT = "handling=lenient; received=\"minimal\"";
    /** The container's type in a body as {@link Bodies} writes it, the header saying it for Fedora 5 and later. */
    private static final Pattern CONTAINER_TYPE = Pattern.compile("<> a ldp:(Indirect|Direct)Container\\s*;\\s*");

    private final LdpClient client;
    private final String prefix;

    /** @param prefix the fixture's container, relative to the server's root, e.g. {@code repobench/n_members_20_s42} */
    public LdpWorkloadWriter(LdpClient client, String prefix) {
        this.client = client;
        this.prefix = prefix;
    }

    @Override
    public void put(String path, String turtle) throws Exception {
        String body = client.server().vocabulary().typesContainersInBody() ? turtle
                : CONTAINER_TYPE.matcher(turtle).replaceAll("<> ");
        client.put(relative(path), body, headers(turtle));
    }

    /** The PUT with the archival group's Link type, then a HEAD: the resource must name itself one. */
    @Override
    public void putArchivalGroup(String path, String turtle) {
        Map<String, String> headers = new LinkedHashMap<>(headers(turtle));
        headers.put("Link", FedoraVocabulary.ARCHIVAL_GROUP_LINK);
        client.put(relative(path), turtle, headers);
        Set<String> types = client.types(relative(path));
        if (!types.contains(FedoraVocabulary.ARCHIVAL_GROUP)) {
            throw new IllegalStateException(client.server().product() + " made no archival group at "
                    + relative(path) + ": its types are " + types);
        }
    }

    @Override
    public String post(String parent, String turtle) throws Exception {
        return underPrefix(client.post(relative(parent), turtle));
    }

    /**
     * A POST that names what it creates ({@code Slug}): {@code parent/name} on Fedora, so a retry can look whether
     * an attempt the server refused took effect. @return the created path, relative to the prefix
     */
    public String post(String parent, String name, String turtle) {
        Map<String, String> headers = new LinkedHashMap<>(headers(turtle));
        headers.put("Slug", name);
        return underPrefix(client.post(relative(parent), turtle, headers));
    }

    @Override
    public void putBinary(String path, BinarySource content, long length, String mediaType) {
        client.putBinary(relative(path), stream(content), length, mediaType, Map.of());
    }

    /** The digests in one Digest header, hex as n-binaries.sh sent its md5 ({@code digest: md5=<hex>}). */
    @Override
    public String postBinary(String parent, BinarySource content, long length, String mediaType,
                             Map<String, String> digests) {
        String digest = digests.entrySet().stream().map(entry -> entry.getKey() + "=" + entry.getValue())
                .collect(Collectors.joining(","));
        return underPrefix(client.postBinary(relative(parent), stream(content), length, mediaType,
                digest.isEmpty() ? Map.of() : Map.of("Digest", digest)));
    }

    private static Supplier<InputStream> stream(BinarySource content) {
        return () -> {
            try {
                return content.open();
            } catch (IOException failed) {
                throw new UncheckedIOException(failed);
            }
        };
    }

    /** A path the server minted, relative to the prefix as the loaders' paths are. */
    private String underPrefix(URI created) {
        String under = uriOf("");
        String uri = created.toString();
        if (!uri.startsWith(under)) {
            throw new IllegalStateException("the server created " + uri + " outside its container " + under);
        }
        return uri.substring(under.length());
    }

    @Override
    public void patch(String path, String turtle) throws Exception {
        client.patch(relative(path), sparqlInsert(turtle));
    }

    @Override
    public String uriOf(String path) {
        return client.server().root().resolve(relative(path)).toString();
    }

    /** The path relative to the server's root: the fixture's container, then the loader's path. */
    String relative(String path) {
        return prefix + path;
    }

    /**
     * Every PUT is lenient: a PUT that replaces a resource (the scripts PUT some containers twice) may then leave out
     * the server-managed triples, which Fedora 4.7 otherwise refuses to see removed (409).
     */
    private static Map<String, String> headers(String turtle) {
        for (String type : new String[]{"IndirectContainer", "DirectContainer"}) {
            if (turtle.contains("a ldp:" + type)) {
                return Map.of("Link", "<" + LDP + type + ">;rel=\"type\"", PREFER, LENIENT);
            }
        }
        return Map.of(PREFER, LENIENT);
    }

    /**
     * The Turtle body as the scripts' SPARQL Update: {@code INSERT { <> ... } WHERE {}}, declaring only the prefixes
     * the triples use, as the scripts did: Fedora 4.7 refuses an update that declares a prefix it has registered for
     * another namespace (e.g. {@code test:}, its own {@code info:fedora/test/}), used or not.
     */
    static String sparqlInsert(String turtle) {
        String triples = PREFIX.matcher(turtle).replaceAll("").strip();
        StringBuilder prologue = new StringBuilder();
        Matcher matcher = PREFIX.matcher(turtle);
        while (matcher.find()) {
            if (Pattern.compile("(^|[\\s;,(])" + Pattern.quote(matcher.group(1)) + ":").matcher(triples).find()) {
                prologue.append("PREFIX ").append(matcher.group(1)).append(": <").append(matcher.group(2))
                        .append(">\n");
            }
        }
        return prologue + "INSERT { " + triples + " } WHERE { }";
    }
}
