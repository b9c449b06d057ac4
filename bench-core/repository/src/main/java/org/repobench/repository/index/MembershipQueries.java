package org.repobench.repository.index;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;

/** What the {@code INDEXED} traversal reads from the index: children, membership and inbound references. */
public final class MembershipQueries {
    private final IndexDatabase db;
    private final IndexDatabase.Tables t;

    /** A membership triple of a resource: predicate and object (a resource path, or an N-Triples term). */
    public record Member(String subject, String predicate, String objectPath, String objectTerm) {
    }

    /**
     * A triple that a GET with inbound references shows for a resource: {@code <subject> <predicate> <object>}, where
     * the object is another resource's path or, when null, the resource itself. {@code membership} tells a computed
     * membership triple from a reference, which may state the same triple: Fedora 4.7 shows both.
     */
    public record Inbound(String subject, String predicate, String object, boolean membership) {
    }

    /** An inbound row as read, before the expanded properties are. */
    private record Stored(String kind, Inbound triple) {
    }

    MembershipQueries(IndexDatabase db) {
        this.db = db;
        this.t = db.tables();
    }

    /** One page of a resource's children (paths), in path order, after {@code after} (null: from the start). */
    public List<String> children(String parent, String after, int pageSize) throws SQLException {
        return db.with(c -> Sql.select(c, "SELECT child FROM " + t.containment() + " WHERE parent = ?"
                + (after == null ? "" : " AND child > ?") + " ORDER BY child LIMIT " + pageSize, s -> {
                    s.setString(1, parent);
                    if (after != null) {
                        s.setString(2, after);
                    }
                }, r -> r.getString(1), new ArrayList<>(pageSize)));
    }

    /** The membership triples whose subject is the resource. */
    public List<Member> membershipOf(String subject) throws SQLException {
        return db.with(c -> Sql.select(c, "SELECT predicate, object_path, object_term FROM " + t.membership()
                        + " WHERE subject = ?", s -> s.setString(1, subject),
                r -> new Member(subject, r.getString(1), r.getString(2), r.getString(3)), new ArrayList<>()));
    }

    /**
     * Inbound references as Fedora 4.7 serves them, read by the target ({@link InboundRows}): for every reference
     * property that points at the resource, all of that property's values (a property with several links shows them
     * all), and the membership triples on the resource that its referrers' other targets have. Duplicates are dropped
     * here, not by the database: a DISTINCT sorts 10,000 long strings.
     */
    public Collection<Inbound> inbound(String target) throws SQLException {
        return db.with(c -> {
            List<Stored> stored = Sql.select(c, "SELECT subject, predicate, kind, object_path FROM " + t.inbound()
                    + " WHERE target = ?", s -> s.setString(1, target), r -> new Stored(r.getString(3),
                    new Inbound(r.getString(1), r.getString(2), r.getString(4),
                            InboundRows.MEMBERSHIP.equals(r.getString(3)))), new ArrayList<>());
            Collection<Inbound> triples = new LinkedHashSet<>();
            List<Inbound> expand = new ArrayList<>();
            for (Stored row : stored) {
                (InboundRows.EXPANDED_REFERENCE.equals(row.kind()) ? expand : triples).add(row.triple());
            }
            for (Inbound property : expand) {
                Sql.select(c, "SELECT target FROM " + t.reference() + " WHERE subject = ? AND predicate = ?", s -> {
                    s.setString(1, property.subject());
                    s.setString(2, property.predicate());
                }, r -> {
                    String value = r.getString(1);
                    return new Inbound(property.subject(), property.predicate(), value.equals(target) ? null : value,
                            false);
                }, triples);
            }
            return triples;
        });
    }

    /** For tests: every row of one table as text, its columns joined by {@code " | "}, sorted. */
    public List<String> rows(String which) throws SQLException {
        String query = switch (which) {
            case "containment" -> "* FROM " + t.containment() + " ORDER BY parent, child";
            case "reference" -> "* FROM " + t.reference() + " ORDER BY subject, predicate, target";
            case "membership" -> "* FROM " + t.membership()
                    + " ORDER BY subject, predicate, object_path, object_term, proxy";
            case "pending" -> "* FROM " + t.pending() + " ORDER BY token, kind, path";
            // named: MySQL's table has a sequence column of its own (IndexDialect.inboundClustering)
            case "inbound" -> "target, subject, predicate, kind, object_path, referrer, proxy, container FROM "
                    + t.inbound() + " ORDER BY target, kind, subject, predicate, object_path, referrer, proxy";
            default -> throw new IllegalArgumentException("no index table " + which);
        };
        return db.with(c -> Sql.select(c, "SELECT " + query, s -> { }, MembershipQueries::joined,
                new ArrayList<>()));
    }

    private static String joined(ResultSet r) throws SQLException {
        int columns = r.getMetaData().getColumnCount();
        StringBuilder row = new StringBuilder();
        for (int i = 1; i <= columns; i++) {
            row.append(i > 1 ? " | " : "").append(r.getString(i));
        }
        return row.toString();
    }
}
