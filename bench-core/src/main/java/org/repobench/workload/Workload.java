package org.repobench.workload;

import org.apache.jena.graph.Node;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The many-members shapes of fcrepo-performance-test-scripts: the JMH {@code workload} param. Each knows how to
 * load its data, which Prefer its timed GET sends, and which predicate the GET must return exactly N times.
 */
public enum Workload {
    N_CHILDREN(ChildrenLoader::new, Prefer.DEFAULT, Vocabulary.LDP_CONTAINS),
    N_MEMBERS(MembersLoader::new, Prefer.DEFAULT, Vocabulary.PCDM_HAS_MEMBER),
    N_MEMBEROF(MemberOfLoader::new, Prefer.WITH_INBOUND_REFERENCES, Vocabulary.PCDM_MEMBER_OF),
    N_URIS(ValuesLoader::externalUris, Prefer.DEFAULT, Vocabulary.DC_RELATION),
    N_PROPERTIES(ValuesLoader::titles, Prefer.DEFAULT, Vocabulary.DC_TITLE);

    private final Supplier<WorkloadLoader> loader;
    private final Prefer prefer;
    private final Node memberPredicate;

    Workload(Supplier<WorkloadLoader> loader, Prefer prefer, Node memberPredicate) {
        this.loader = loader;
        this.prefer = prefer;
        this.memberPredicate = memberPredicate;
    }

    WorkloadLoader loader() {
        return loader.get();
    }

    public Prefer prefer() {
        return prefer;
    }

    /** The predicate the timed representation holds exactly N times. */
    public Node memberPredicate() {
        return memberPredicate;
    }

    /** The script's name: n-members, n-memberof, ... */
    public String cliName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Workload parse(String option, String value) {
        for (Workload workload : values()) {
            if (workload.cliName().equalsIgnoreCase(value) || workload.name().equalsIgnoreCase(value)) {
                return workload;
            }
        }
        throw new IllegalArgumentException(option + ": unknown workload '" + value + "'; accepted: " + accepted());
    }

    public static String accepted() {
        return Arrays.stream(values()).map(Workload::cliName).collect(Collectors.joining(", "));
    }
}
