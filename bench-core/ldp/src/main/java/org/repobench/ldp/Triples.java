package org.repobench.ldp;

import java.nio.charset.StandardCharsets;

/**
 * Counts in N-Triples bodies without parsing them into a model: a GET of ten thousand members is checked in one pass
 * over its bytes. N-Triples puts one triple per line, the subject an IRI or blank node, then the predicate IRI, so
 * the predicate is the second term of a line, never text inside a literal. IRIs are compared as written: a server
 * spelling the predicate with backslash-u escapes would not be counted (neither Fedora nor Jena writes them).
 */
public final class Triples {
    private Triples() {
    }

    /** The number of triples whose predicate is {@code predicateUri}. */
    public static long count(byte[] ntriples, String predicateUri) {
        byte[] predicate = ("<" + predicateUri + ">").getBytes(StandardCharsets.UTF_8);
        long count = 0;
        int start = 0;
        while (start < ntriples.length) {
            int end = lineEnd(ntriples, start);
            int subject = skipBlanks(ntriples, start, end);
            if (subject < end && ntriples[subject] != '#') {
                int afterSubject = subjectEnd(ntriples, subject, end);
                if (afterSubject > 0 && matches(ntriples, skipBlanks(ntriples, afterSubject, end), end, predicate)) {
                    count++;
                }
            }
            start = end + 1;
        }
        return count;
    }

    private static int lineEnd(byte[] bytes, int from) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] == '\n' || bytes[i] == '\r') {
                return i;
            }
        }
        return bytes.length;
    }

    private static int skipBlanks(byte[] bytes, int from, int end) {
        int i = from;
        while (i < end && (bytes[i] == ' ' || bytes[i] == '\t')) {
            i++;
        }
        return i;
    }

    /** Where the subject term ends, or -1 when the line does not start with one. */
    private static int subjectEnd(byte[] bytes, int from, int end) {
        if (bytes[from] == '<') {
            for (int i = from + 1; i < end; i++) {
                if (bytes[i] == '>') {
                    return i + 1;
                }
            }
            return -1;
        }
        if (bytes[from] == '_' && from + 1 < end && bytes[from + 1] == ':') {
            int i = from + 2;
            while (i < end && bytes[i] != ' ' && bytes[i] != '\t') {
                i++;
            }
            return i;
        }
        return -1;
    }

    private static boolean matches(byte[] bytes, int from, int end, byte[] term) {
        if (end - from < term.length) {
            return false;
        }
        for (int i = 0; i < term.length; i++) {
            if (bytes[from + i] != term[i]) {
                return false;
            }
        }
        return true;
    }
}
