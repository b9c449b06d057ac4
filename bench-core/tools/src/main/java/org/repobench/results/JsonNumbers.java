package org.repobench.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Numbers as JMH writes them. JMH's JSON writer puts non-finite values in quotes ({@code "NaN"}, {@code "+INF"},
 * {@code "-INF"}), e.g. the score error of a run with two or fewer iterations, so a strict number read would reject
 * every smoke run. Writing follows the same convention, so files written here read like JMH's own.
 */
final class JsonNumbers {
    static final String ACCEPTED = "a number or one of the strings \"NaN\", \"+INF\", \"-INF\"";

    private JsonNumbers() {
    }

    /** @return the value, or null when the node is not a number in any of JMH's spellings */
    static Double parse(JsonNode node) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return null;
        }
        if (node.isNumber()) {
            return node.doubleValue();
        }
        if (!node.isTextual()) {
            return null;
        }
        String text = node.textValue().trim();
        switch (text) {
            case "NaN":
                return Double.NaN;
            case "+INF", "INF", "Infinity", "+Infinity":
                return Double.POSITIVE_INFINITY;
            case "-INF", "-Infinity":
                return Double.NEGATIVE_INFINITY;
            default:
                try {
                    return Double.parseDouble(text);
                } catch (NumberFormatException e) {
                    return null;
                }
        }
    }

    static void put(ObjectNode node, String field, double value) {
        if (Double.isFinite(value)) {
            node.put(field, value);
        } else {
            node.put(field, text(value));
        }
    }

    static void add(ArrayNode array, double value) {
        if (Double.isFinite(value)) {
            array.add(value);
        } else {
            array.add(text(value));
        }
    }

    /** JMH's spelling of a non-finite value. */
    static String text(double nonFinite) {
        return Double.isNaN(nonFinite) ? "NaN" : nonFinite > 0 ? "+INF" : "-INF";
    }
}
