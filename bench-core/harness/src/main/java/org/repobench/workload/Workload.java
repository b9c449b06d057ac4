package org.repobench.workload;

import org.repobench.api.EnumValues;

import org.apache.jena.graph.Node;
import org.repobench.ldp.TripleCounter;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;

import java.util.Locale;
import java.util.function.Supplier;

/**
 * The many-members shapes of fcrepo-performance-test-scripts: the JMH {@code workload} param. Each knows how to
 * load its data, which Prefer its timed GET sends, and which predicate the GET must return exactly N times.
 */
public enum Workload implements EnumValues.Named {
    N_CHILDREN(ChildrenLoader::new, Prefer.DEFAULT, Vocabulary.LDP_CONTAINS, Part.CONTAINMENT),
    N_MEMBERS(MembersLoader::new, Prefer.DEFAULT, Vocabulary.PCDM_HAS_MEMBER, Part.MEMBERSHIP),
    N_MEMBEROF(MemberOfLoader::new, Prefer.WITH_INBOUND_REFERENCES, Vocabulary.PCDM_MEMBER_OF, Part.INBOUND),
    N_URIS(ValuesLoader::externalUris, Prefer.DEFAULT, Vocabulary.DC_RELATION, Part.PROPERTIES),
    N_PROPERTIES(ValuesLoader::titles, Prefer.DEFAULT, Vocabulary.DC_TITLE, Part.PROPERTIES),
    /**
     * n-members with a DirectContainer, as the fcrepo anchor runs measured it: the N objects are the container's
     * children, and each is a member itself (no proxies, no reference to resolve).
     */
    N_MEMBERS_DIRECT(DirectMembersLoader::new, Prefer.DEFAULT, Vocabulary.PCDM_HAS_MEMBER, Part.MEMBERSHIP),
    /**
     * n-memberof without proxies: each object states {@code pcdm:memberOf <collection>} itself, so the collection's
     * inbound references are the N objects directly (see {@link DirectMemberOfLoader} for why not isMemberOfRelation).
     */
    N_MEMBEROF_DIRECT(DirectMemberOfLoader::new, Prefer.WITH_INBOUND_REFERENCES, Vocabulary.PCDM_MEMBER_OF,
            Part.INBOUND);

    /**
     * Which part of the representation carries the member triples, and so where the resource stands in them: their
     * subject, or for inbound references their object.
     */
    public enum Part {
        PROPERTIES(TripleCounter.Position.SUBJECT),
        CONTAINMENT(TripleCounter.Position.SUBJECT),
        MEMBERSHIP(TripleCounter.Position.SUBJECT),
        INBOUND(TripleCounter.Position.OBJECT);

        private final TripleCounter.Position position;

        Part(TripleCounter.Position position) {
            this.position = position;
        }

        /** Where the GET's resource stands in the member triples. */
        public TripleCounter.Position position() {
            return position;
        }
    }

    private final Supplier<WorkloadLoader> loader;
    private final Prefer prefer;
    private final Node memberPredicate;
    private final Part part;

    Workload(Supplier<WorkloadLoader> loader, Prefer prefer, Node memberPredicate, Part part) {
        this.loader = loader;
        this.prefer = prefer;
        this.memberPredicate = memberPredicate;
        this.part = part;
    }

    /** Which part of the representation carries the member triples. */
    public Part part() {
        return part;
    }

    /** Whether the workload creates member resources, so that {@link Layout} applies to it. */
    public boolean createsResources() {
        return part != Part.PROPERTIES;
    }

    /** How many member triples a GET under this Prefer holds: N, or none when their part is left out. */
    public int expectedMembers(Prefer sent, int size) {
        boolean included = switch (part) {
            case PROPERTIES -> true;
            case CONTAINMENT -> sent.containment();
            case MEMBERSHIP -> sent.membership();
            case INBOUND -> sent.inboundReferences();
        };
        return included ? size : 0;
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
    @Override
    public String cliName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

}
