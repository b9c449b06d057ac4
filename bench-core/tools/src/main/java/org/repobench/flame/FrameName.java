package org.repobench.flame;

import java.util.regex.Pattern;

/**
 * A frame's name as the converter writes it, {@code org.fcrepo.http.api.FedoraLdp.getResource_[j]}: the method, and
 * after it the kind of frame ({@code _[j]} compiled, {@code _[i]} inlined, {@code _[0]} interpreted, {@code _[1]} C1,
 * {@code _[k]} kernel; none for native and the VM's own code). The same method is the same frame whatever its kind.
 */
final class FrameName {
    private static final Pattern KIND = Pattern.compile("_\\[[0-9a-z]\\]$");
    /**
     * The numbers the JVM gives the classes it makes as it runs (a lambda's, a reflective accessor's, a proxy's), which
     * differ from one JVM to the next: {@code HttpChannel$$Lambda$653} in one server start is
     * {@code HttpChannel$$Lambda$659} in the next.
     */
    private static final Pattern GENERATED = Pattern.compile(
            "(\\$\\$Lambda|\\$Proxy|Generated(?:Serialization)?(?:Method|Constructor)Accessor)\\$?\\d+");

    private FrameName() {
    }

    /**
     * Collapsed stacks with the numbers of the classes the JVM made as it ran left out, so that the same code is the
     * same frame in two recordings ({@link #GENERATED}).
     */
    static String withoutGeneratedNumbers(String stacks) {
        return GENERATED.matcher(stacks).replaceAll("$1");
    }

    /** The method without its kind. */
    static String plain(String frame) {
        return KIND.matcher(frame).replaceFirst("");
    }

    /**
     * {@code FedoraLdp.getResource} of {@code org.fcrepo.http.api.FedoraLdp.getResource}: the class's simple name and
     * the method, for a box too narrow for the whole name; a name that is no Java method is kept.
     */
    static String shortName(String plain) {
        int method = plain.lastIndexOf('.');
        if (method <= 0 || plain.contains("::") || plain.contains("/")) {
            return plain;
        }
        int type = plain.lastIndexOf('.', method - 1);
        return type < 0 ? plain : plain.substring(type + 1);
    }
}
