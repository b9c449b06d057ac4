package org.repobench.repository.read;

import org.apache.jena.riot.RDFFormat;
import org.repobench.api.EnumValues;


/** Serializations a GET can ask for: Jena's streaming writers only, so nothing is collected into a model first. */
public enum RdfFormat implements EnumValues.Named {
    NTRIPLES(RDFFormat.NTRIPLES_UTF8, "nt"),
    TURTLE(RDFFormat.TURTLE_BLOCKS, "ttl");

    final RDFFormat jena;
    private final String cliName;

    RdfFormat(RDFFormat jena, String cliName) {
        this.jena = jena;
        this.cliName = cliName;
    }

    /** The file extension, which users write for the format as readily as its name. */
    @Override
    public String cliName() {
        return cliName;
    }
}
