package org.repobench.repository.model;

import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;

import javax.jcr.PropertyType;
import javax.jcr.RepositoryException;
import javax.jcr.Value;
import java.util.Optional;

/**
 * The RDF object a stored value that is not a link stands for, as Fedora 4 typed it: one place for the read path,
 * the index rows and the frozen triples of a version. Links (REFERENCE, WEAKREFERENCE) are resolved by the caller,
 * each in its own way; a binary has no RDF object.
 */
public final class StoredValues {
    private StoredValues() {
    }

    public static Optional<Node> literal(Value value) throws RepositoryException {
        if (value.getType() == PropertyType.BINARY) {
            return Optional.empty();   // before getString(), which would read the whole binary
        }
        String lexical = value.getString();
        return switch (value.getType()) {
            case PropertyType.URI -> Optional.of(NodeFactory.createURI(lexical));
            case PropertyType.STRING -> Optional.of(LiteralCodec.decode(lexical));
            case PropertyType.LONG -> Optional.of(NodeFactory.createLiteralDT(lexical, XSDDatatype.XSDlong));
            case PropertyType.DATE -> Optional.of(NodeFactory.createLiteralDT(lexical, XSDDatatype.XSDdateTime));
            case PropertyType.BOOLEAN -> Optional.of(NodeFactory.createLiteralDT(lexical, XSDDatatype.XSDboolean));
            default -> Optional.of(NodeFactory.createLiteralString(lexical));
        };
    }
}
