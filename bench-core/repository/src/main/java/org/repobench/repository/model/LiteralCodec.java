package org.repobench.repository.model;

import org.apache.jena.datatypes.TypeMapper;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;

import java.util.regex.Pattern;

/**
 * fcrepo's string encoding of RDF objects it keeps as JCR STRING values:
 * {@code lexical \30^^\30 datatype [\30^^\30 lang]}, with datatype {@code URI} for external IRIs.
 */
public final class LiteralCodec {
    private static final String DELIMITER = JcrNames.FIELD_DELIMITER;
    private static final Pattern SPLIT = Pattern.compile(Pattern.quote(DELIMITER));

    private LiteralCodec() {
    }

    public static String encode(Node object) {
        if (object.isURI()) {
            return object.getURI() + DELIMITER + JcrNames.URI_DATATYPE_TOKEN;
        }
        if (!object.isLiteral()) {
            throw new IllegalArgumentException("blank nodes are not supported as objects: " + object);
        }
        String lang = object.getLiteralLanguage();
        String encoded = object.getLiteralLexicalForm() + DELIMITER + object.getLiteralDatatypeURI();
        return lang == null || lang.isEmpty() ? encoded : encoded + DELIMITER + lang;
    }

    public static Node decode(String stored) {
        String[] parts = SPLIT.split(stored, -1);
        if (parts.length < 2) {
            return NodeFactory.createLiteralString(stored);
        }
        if (JcrNames.URI_DATATYPE_TOKEN.equals(parts[1])) {
            return NodeFactory.createURI(parts[0]);
        }
        if (parts.length > 2 && !parts[2].isEmpty()) {
            return NodeFactory.createLiteralLang(parts[0], parts[2]);
        }
        return NodeFactory.createLiteralDT(parts[0], TypeMapper.getInstance().getSafeTypeByName(parts[1]));
    }
}
