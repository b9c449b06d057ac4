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

    /** A referring triple: subject, predicate and one target (all values of a property that points here). */
    public record Referring(String subject, String predicate, String target) {
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
     * Inbound references as Fedora 4.7 serves them: for every reference property that points at the resource, all
     * of that property's values (a property with several links shows them all). Duplicates are dropped here, not by
     * the database: a DISTINCT sorts 10,000 long strings (half of PostgreSQL's time for n-memberof).
     */
    public Collection<Referring> referringTo(String target) throws SQLException {
        return db.with(c -> Sql.select(c, db.dialect().selectInOrder + " r2.subject, r2.predicate, r2.target FROM "
                        + t.reference() + " r1 JOIN " + t.reference() + " r2 ON r2.subject = r1.subject"
                        + " AND r2.predicate = r1.predicate WHERE r1.target = ?", s -> s.setString(1, target),
                r -> new Referring(r.getString(1), r.getString(2), r.getString(3)), new LinkedHashSet<>()));
    }

    /**
     * The membership triples pointing at the resource that Fedora 4.7's inbound references show: those computed for
     * any resource that a referrer of this one links to, whose object is this resource.
     */
    public Collection<Member> inboundMembership(String target) throws SQLException {
        return db.with(c -> Sql.select(c, db.dialect().selectInOrder + " m.subject, m.predicate FROM "
                        + t.reference() + " r1 JOIN " + t.reference() + " r2 ON r2.subject = r1.subject JOIN "
                        + t.membership() + " m ON m.subject = r2.target WHERE r1.target = ? AND m.object_path = ?",
                s -> {
                    s.setString(1, target);
                    s.setString(2, target);
                }, r -> new Member(r.getString(1), r.getString(2), target, null), new LinkedHashSet<>()));
    }

    /** For tests: every row of one table as text, its columns joined by {@code " | "}, sorted. */
    public List<String> rows(String which) throws SQLException {
        String table = switch (which) {
            case "containment" -> t.containment() + " ORDER BY parent, child";
            case "reference" -> t.reference() + " ORDER BY subject, predicate, target";
            case "membership" -> t.membership() + " ORDER BY subject, predicate, object_path, object_term, proxy";
            case "pending" -> t.pending() + " ORDER BY token, kind, path";
            default -> throw new IllegalArgumentException("no index table " + which);
        };
        return db.with(c -> Sql.select(c, "SELECT * FROM " + table, s -> { }, MembershipQueries::joined,
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
