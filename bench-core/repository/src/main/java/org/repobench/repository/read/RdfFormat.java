package org.repobench.repository.read;

import org.apache.jena.riot.RDFFormat;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** Serializations a GET can ask for: Jena's streaming writers only, so nothing is collected into a model first. */
public enum RdfFormat {
    NTRIPLES(RDFFormat.NTRIPLES_UTF8),
    TURTLE(RDFFormat.TURTLE_BLOCKS);

    final RDFFormat jena;

    RdfFormat(RDFFormat jena) {
        this.jena = jena;
    }

    public static RdfFormat parse(String option, String value) {
        for (RdfFormat format : values()) {
            if (format.name().equalsIgnoreCase(value) || ("nt".equalsIgnoreCase(value) && format == NTRIPLES)
                    || ("ttl".equalsIgnoreCase(value) && format == TURTLE)) {
                return format;
            }
        }
        throw new IllegalArgumentException(option + ": unknown format '" + value + "'; accepted: "
                + Arrays.stream(values()).map(f -> f.name().toLowerCase(Locale.ROOT)).collect(Collectors.joining(", ")));
    }
}
