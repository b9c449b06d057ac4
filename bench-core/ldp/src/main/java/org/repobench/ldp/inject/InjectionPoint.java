package org.repobench.ldp.inject;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A class and the methods of it that an injection instruments ({@code org.fcrepo.http.api.FedoraLdp#getResource,
 * createObject}).
 */
public record InjectionPoint(String type, List<String> methods) {
    private static final Pattern TYPE = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)+");
    private static final Pattern METHOD = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*");
    static final String FORMAT = "CLASS#METHOD[,METHOD] (a fully qualified class name)";

    public InjectionPoint {
        methods = List.copyOf(methods);
    }

    /** {@code org.example.Type#one,two}, each part checked; empty when it is not one. */
    static Optional<InjectionPoint> parse(String text) {
        int hash = text.indexOf('#');
        String type = hash < 0 ? text : text.substring(0, hash);
        List<String> methods = hash < 0 ? List.of() : List.of(text.substring(hash + 1).split(",", -1));
        if (!TYPE.matcher(type).matches() || methods.isEmpty()
                || methods.stream().anyMatch(method -> !METHOD.matcher(method).matches())) {
            return Optional.empty();
        }
        return Optional.of(new InjectionPoint(type, methods));
    }

    /** As the agent's arguments and {@code --server-inject} write it. */
    String spec() {
        return type + "#" + String.join(",", methods);
    }

    /** "FedoraLdp#getResource,createObject": the simple class name, for lines a reader reads. */
    String shortName() {
        return type.substring(type.lastIndexOf('.') + 1) + "#" + String.join(",", methods);
    }
}
