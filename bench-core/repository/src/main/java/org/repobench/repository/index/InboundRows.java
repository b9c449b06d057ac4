package org.repobench.repository.index;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.repobench.repository.index.IndexDialect.requireKey;

/**
 * Writes the inbound table: the triples a GET with inbound references shows for a resource, keyed by that resource, so
 * the read is one indexed lookup rather than two joins over every reference of every referrer (Fedora 6 keeps its
 * references by target for the same reason). Its rows are derived from the reference and membership rows, in the
 * transaction that writes those, so they are as consistent and as crash-repaired as they are. Three kinds:
 * <ul>
 *   <li>{@code R}: a value of a reference property of which one value points at the target; Fedora 4.7 shows every
 *       value of such a property, so a property with k values gives each of its k targets k rows (object_path null
 *       where the value is the target itself). Derived from the referrer's own references.</li>
 *   <li>{@code X}: the same for a property with more than {@link #EXPANDED} values, stored once per target and
 *       expanded from the reference table on read, so a property with 10,000 values costs 10,000 rows, not 10^8.</li>
 *   <li>{@code M}: a membership triple whose object is the target and whose subject a referrer of the target also
 *       points at (Fedora 4.7's inbound references compute these). It depends on the referrer's references and on a
 *       membership row, so it is written when either is, and names the referrer, proxy and container it came from.
 *       </li>
 * </ul>
 * Every row names the resources it was derived from (referrer; proxy and container for {@code M}), and
 * {@link IndexRowWriter} removes a resource's inbound rows with its other rows. The same triple may be stored twice
 * (two referrers, two proxies); reads drop duplicates.
 */
final class InboundRows {
    static final String REFERENCE = "R";
    static final String EXPANDED_REFERENCE = "X";
    static final String MEMBERSHIP = "M";
    /** Up to this many values a reference property's values are stored for each of its targets. */
    static final int EXPANDED = 100;
    /** Up to this many targets of a referrer, its M rows are found by asking for each pair of them. */
    private static final int FEW_TARGETS = 10;
    /** Up to this many referrers of one resource, a new membership row's referrers are found by asking each. */
    private static final int FEW_REFERRERS = 100;

    private final IndexDatabase.Tables t;
    private final IndexDialect d;

    /** One row of the inbound table. */
    private record Row(String target, String subject, String predicate, String kind, String objectPath, String referrer,
                       String proxy, String container) {
    }

    InboundRows(IndexDatabase db) {
        this.t = db.tables();
        this.d = db.dialect();
    }

    /**
     * After the rows of the touched resources were replaced: the inbound rows derived from their references (every
     * referrer among them, in full) and from their new membership rows (with referrers that are not among them).
     */
    void insert(Connection c, IndexRows written) throws SQLException {
        Map<String, Set<String>> targetsOf = new LinkedHashMap<>();
        written.references.forEach(reference -> targetsOf.computeIfAbsent(reference.subject(),
                referrer -> new LinkedHashSet<>()).add(reference.target()));
        List<Row> rows = referenceRows(written.references);
        for (IndexRows.Membership membership : written.membership) {
            if (membership.objectPath() == null) {
                continue;
            }
            for (String referrer : referrersOfBoth(c, membership.subject(), membership.objectPath())) {
                if (!targetsOf.containsKey(referrer)) {
                    rows.add(new Row(membership.objectPath(), membership.subject(), membership.predicate(),
                            MEMBERSHIP, null, referrer, membership.proxy(), membership.container()));
                }
            }
        }
        List<String> manyTargets = new ArrayList<>();
        for (Map.Entry<String, Set<String>> referrer : targetsOf.entrySet()) {
            if (referrer.getValue().size() <= FEW_TARGETS) {
                rows.addAll(membershipRowsOf(c, referrer.getKey(), referrer.getValue()));
            } else {
                manyTargets.add(referrer.getKey());
            }
        }
        write(c, rows);
        for (String referrer : manyTargets) {
            Sql.update(c, membershipJoin(" WHERE r1.subject = ?"), s -> s.setString(1, referrer));
        }
    }

    /**
     * M rows of a referrer with few targets: each ordered pair of them asked for a membership row by both of its keys.
     * Written as one join (or one query with both keys in IN lists), PostgreSQL planned it to read every membership
     * row on the collection for each proxy written, a cost that grew with the collection.
     */
    private List<Row> membershipRowsOf(Connection c, String referrer, Set<String> targets) throws SQLException {
        List<Row> rows = new ArrayList<>();
        for (String object : targets) {
            for (String subject : targets) {
                Sql.select(c, "SELECT predicate, proxy, container FROM " + t.membership() + " WHERE subject = ? AND"
                        + " object_path = ?", s -> {
                            s.setString(1, subject);
                            s.setString(2, object);
                        }, r -> new Row(object, subject, r.getString(1), MEMBERSHIP, null, referrer, r.getString(2),
                                r.getString(3)), rows);
            }
        }
        return rows;
    }

    /** All inbound rows from all reference and membership rows, after a rebuild wrote those. */
    void rebuild(Connection c, IndexRows all) throws SQLException {
        write(c, referenceRows(all.references));
        Sql.update(c, membershipJoin(""), s -> { });
    }

    /** R and X rows: each referrer's reference properties, grouped by (subject, predicate). */
    private static List<Row> referenceRows(Collection<IndexRows.Reference> references) {
        Map<List<String>, Set<String>> properties = new LinkedHashMap<>();
        for (IndexRows.Reference reference : references) {
            properties.computeIfAbsent(List.of(reference.subject(), reference.predicate()),
                    key -> new LinkedHashSet<>()).add(reference.target());
        }
        List<Row> rows = new ArrayList<>();
        properties.forEach((property, targets) -> {
            String subject = property.get(0);
            String predicate = property.get(1);
            for (String target : targets) {
                if (targets.size() > EXPANDED) {
                    rows.add(new Row(target, subject, predicate, EXPANDED_REFERENCE, null, subject, null, null));
                    continue;
                }
                for (String value : targets) {
                    rows.add(new Row(target, subject, predicate, REFERENCE, value.equals(target) ? null : value,
                            subject, null, null));
                }
            }
        });
        return rows;
    }

    /**
     * M rows of referrers, as one INSERT from the index's own tables: for each pair of a referrer's targets, the
     * membership rows with the one as subject and the other as object ({@code where} narrows the referrers).
     */
    private String membershipJoin(String where) {
        return "INSERT INTO " + t.inbound() + " (target, subject, predicate, kind, object_path, referrer, proxy, "
                + "container) "
                + d.selectInOrder + " m.object_path, m.subject, m.predicate, '" + MEMBERSHIP + "', NULL, r1.subject,"
                + " m.proxy, m.container FROM " + t.reference() + " r1 JOIN " + t.reference() + " r2 ON r2.subject ="
                + " r1.subject JOIN " + t.membership() + " m ON m.subject = r2.target AND m.object_path = r1.target"
                + where;
    }

    /**
     * The resources that point at both {@code member} and {@code target}. Asked from the side with few referrers: a
     * collection may have 100,000, and a join the database plans from the wrong side would read them all for each
     * member's membership row.
     */
    private Collection<String> referrersOfBoth(Connection c, String member, String target) throws SQLException {
        List<String> ofMember = referrers(c, member);
        if (ofMember.size() <= FEW_REFERRERS) {
            return alsoPointingAt(c, ofMember, target);
        }
        List<String> ofTarget = referrers(c, target);
        if (ofTarget.size() <= FEW_REFERRERS) {
            return alsoPointingAt(c, ofTarget, member);
        }
        return Sql.select(c, d.selectInOrder + " r1.subject FROM " + t.reference() + " r1 JOIN " + t.reference()
                + " r2 ON r2.subject = r1.subject WHERE r1.target = ? AND r2.target = ?", s -> {
                    s.setString(1, target);
                    s.setString(2, member);
                }, r -> r.getString(1), new LinkedHashSet<>());
    }

    /** Up to {@link #FEW_REFERRERS} + 1 resources that point at the path. */
    private List<String> referrers(Connection c, String path) throws SQLException {
        return Sql.select(c, "SELECT subject FROM " + t.reference() + " WHERE target = ? LIMIT "
                + (FEW_REFERRERS + 1), s -> s.setString(1, path), r -> r.getString(1), new ArrayList<>());
    }

    private Collection<String> alsoPointingAt(Connection c, Collection<String> candidates, String path)
            throws SQLException {
        Set<String> both = new LinkedHashSet<>();
        for (String candidate : new LinkedHashSet<>(candidates)) {
            boolean points = !Sql.select(c, "SELECT subject FROM " + t.reference() + " WHERE subject = ? AND target = ?"
                    + " LIMIT 1", s -> {
                        s.setString(1, candidate);
                        s.setString(2, path);
                    }, r -> r.getString(1), new ArrayList<>()).isEmpty();
            if (points) {
                both.add(candidate);
            }
        }
        return both;
    }

    private void write(Connection c, List<Row> rows) throws SQLException {
        Sql.batch(c, "INSERT INTO " + t.inbound() + " (target, subject, predicate, kind, object_path, referrer,"
                + " proxy, container) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows, (s, row) -> {
                    s.setString(1, requireKey(row.target()));
                    s.setString(2, requireKey(row.subject()));
                    s.setString(3, requireKey(row.predicate()));
                    s.setString(4, row.kind());
                    s.setString(5, row.objectPath());
                    s.setString(6, requireKey(row.referrer()));
                    s.setString(7, row.proxy());
                    s.setString(8, row.container());
                });
    }
}
