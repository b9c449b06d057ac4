package org.repobench.ldp;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * Counts the distinct triples of an N-Triples body that have one predicate and, where asked, are about one resource
 * (its subject) or point at it (its object: an inbound reference), as the body streams in, without parsing it into a
 * model or keeping it: a GET of ten thousand members is checked in one pass over its bytes while they arrive.
 * N-Triples puts one triple per line, the subject an IRI or blank node, then the predicate IRI, so the predicate is
 * the second term of a line, never text inside a literal; the object is the rest of the line before its final dot.
 * A triple written twice counts once (RDF has no duplicates): the other term of each counted triple is kept, so the
 * counter holds one short string per counted triple. IRIs are compared as written: a server spelling them with
 * backslash-u escapes would not be counted (neither Fedora nor Jena writes them).
 */
public final class TripleCounter {
    /** Which triples with the predicate count: any, those about the resource, or those pointing at it. */
    public enum Position {
        /** Every triple with the predicate, whatever its subject (a resource that lists what others say). */
        ANY {
            @Override
            boolean holds(byte[] line, int subject, int afterSubject, int object, int afterObject, byte[] resource) {
                return true;
            }

            @Override
            String key(byte[] line, int subject, int afterSubject, int object, int afterObject) {
                return term(line, subject, afterSubject) + ' ' + term(line, object, afterObject);
            }
        },
        /** Triples whose subject is the resource: its properties, containment and membership. */
        SUBJECT {
            @Override
            boolean holds(byte[] line, int subject, int afterSubject, int object, int afterObject, byte[] resource) {
                return Arrays.equals(line, subject, afterSubject, resource, 0, resource.length);
            }

            @Override
            String key(byte[] line, int subject, int afterSubject, int object, int afterObject) {
                return term(line, object, afterObject);
            }
        },
        /** Triples whose object is the resource: its inbound references. */
        OBJECT {
            @Override
            boolean holds(byte[] line, int subject, int afterSubject, int object, int afterObject, byte[] resource) {
                return Arrays.equals(line, object, afterObject, resource, 0, resource.length);
            }

            @Override
            String key(byte[] line, int subject, int afterSubject, int object, int afterObject) {
                return term(line, subject, afterSubject);
            }
        };

        /** Whether a triple with the predicate, its subject and object at these bounds, counts. */
        abstract boolean holds(byte[] line, int subject, int afterSubject, int object, int afterObject,
                               byte[] resource);

        /** What tells a counted triple from another: the terms the position leaves free. */
        abstract String key(byte[] line, int subject, int afterSubject, int object, int afterObject);

        /** A term's bytes as a compact string (one char per byte: compared, never shown). */
        private static String term(byte[] line, int from, int to) {
            return new String(line, from, to - from, StandardCharsets.ISO_8859_1);
        }
    }

    private final byte[] predicate;
    private final Position position;
    private final byte[] resource;
    private final Set<String> seen = new HashSet<>();
    /** The start of a line that a chunk ended in the middle of. */
    private byte[] partial = new byte[512];
    private int partialLength;
    private byte[] copy = new byte[0];
    /** The last IRI subject read, brackets included: see {@link #subjectEnd}. */
    private byte[] lastSubject = new byte[256];
    private int lastSubjectLength;
    private long bytes;

    /** Counts the triples with the predicate whatever their subject ({@link Position#ANY}). */
    public TripleCounter(String predicateUri) {
        this(predicateUri, Position.ANY, "");
    }

    /** Counts the triples with the predicate that have {@code resourceUri} at {@code position}. */
    public TripleCounter(String predicateUri, Position position, String resourceUri) {
        this.predicate = iri(predicateUri);
        this.position = position;
        this.resource = iri(resourceUri);
    }

    private static byte[] iri(String uri) {
        return ("<" + uri + ">").getBytes(StandardCharsets.UTF_8);
    }

    /** Reads the buffer's remaining bytes, lines cut at either end included. */
    public void accept(ByteBuffer buffer) {
        int length = buffer.remaining();
        bytes += length;
        byte[] array;
        int from;
        if (buffer.hasArray()) {
            array = buffer.array();
            from = buffer.arrayOffset() + buffer.position();
            buffer.position(buffer.limit());
        } else {
            // the HTTP client hands out read-only buffers: one copy into an array reused for every chunk
            if (copy.length < length) {
                copy = new byte[length];
            }
            buffer.get(copy, 0, length);
            array = copy;
            from = 0;
        }
        int to = from + length;
        int start = from;
        for (int i = from; i < to; i++) {
            if (array[i] == '\n' || array[i] == '\r') {
                if (partialLength > 0) {
                    keep(array, start, i);
                    line(partial, 0, partialLength);
                    partialLength = 0;
                } else {
                    line(array, start, i);
                }
                start = i + 1;
            }
        }
        keep(array, start, to);
    }

    /** The count, once the body's last byte has been read (a last line without a line break counts too). */
    public long finish() {
        if (partialLength > 0) {
            line(partial, 0, partialLength);
            partialLength = 0;
        }
        return seen.size();
    }

    /** The bytes read so far. */
    public long bytes() {
        return bytes;
    }

    private void keep(byte[] array, int from, int to) {
        int length = to - from;
        if (length == 0) {
            return;
        }
        if (partialLength + length > partial.length) {
            partial = Arrays.copyOf(partial, Math.max(partial.length * 2, partialLength + length));
        }
        System.arraycopy(array, from, partial, partialLength, length);
        partialLength += length;
    }

    private void line(byte[] line, int start, int end) {
        int subject = skipBlanks(line, start, end);
        if (subject >= end || line[subject] == '#') {
            return;
        }
        int afterSubject = subjectEnd(line, subject, end);
        if (afterSubject < 0) {
            return;
        }
        int predicateAt = skipBlanks(line, afterSubject, end);
        if (!matches(line, predicateAt, end)) {
            return;
        }
        int object = skipBlanks(line, predicateAt + predicate.length, end);
        int afterObject = objectEnd(line, object, end);
        if (position.holds(line, subject, afterSubject, object, afterObject, resource)) {
            seen.add(position.key(line, subject, afterSubject, object, afterObject));
        }
    }

    /** Where the object starting at {@code from} ends: before the line's closing dot and the blanks around it. */
    private static int objectEnd(byte[] bytes, int from, int end) {
        int to = end;
        while (to > from && (bytes[to - 1] == ' ' || bytes[to - 1] == '\t')) {
            to--;
        }
        if (to > from && bytes[to - 1] == '.') {
            to--;
        }
        while (to > from && (bytes[to - 1] == ' ' || bytes[to - 1] == '\t')) {
            to--;
        }
        return to;
    }

    /**
     * Where the subject term starting at {@code from} ends, or -1. Most lines of a container's representation share
     * its subject: when the line starts with the last subject seen, followed by a blank, that is its end, found by
     * one bulk comparison (a JDK intrinsic) instead of a byte-by-byte search for the closing bracket.
     */
    private int subjectEnd(byte[] bytes, int from, int end) {
        int known = from + lastSubjectLength;
        if (lastSubjectLength > 0 && known < end && (bytes[known] == ' ' || bytes[known] == '\t')
                && Arrays.mismatch(bytes, from, known, lastSubject, 0, lastSubjectLength) < 0) {
            return known;
        }
        int found = scanSubject(bytes, from, end);
        if (found > 0 && bytes[from] == '<') {
            lastSubjectLength = found - from;
            if (lastSubject.length < lastSubjectLength) {
                lastSubject = new byte[Math.max(lastSubjectLength, 2 * lastSubject.length)];
            }
            System.arraycopy(bytes, from, lastSubject, 0, lastSubjectLength);
        }
        return found;
    }

    private static int skipBlanks(byte[] bytes, int from, int end) {
        int i = from;
        while (i < end && (bytes[i] == ' ' || bytes[i] == '\t')) {
            i++;
        }
        return i;
    }

    /** Where the subject term ends, or -1 when the line does not start with one. */
    private static int scanSubject(byte[] bytes, int from, int end) {
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

    private boolean matches(byte[] bytes, int from, int end) {
        return end - from >= predicate.length
                && Arrays.mismatch(bytes, from, from + predicate.length, predicate, 0, predicate.length) < 0;
    }
}
