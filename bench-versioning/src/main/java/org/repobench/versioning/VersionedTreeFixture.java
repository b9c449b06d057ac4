package org.repobench.versioning;

import org.repobench.fixture.Fixture;
import org.repobench.fixture.FixtureLoad;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.version.ChildVersioning;
import org.repobench.repository.version.ResourceVersions;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.workload.ModelWriter;
import org.repobench.workload.WorkloadWriter;

import javax.jcr.Node;
import javax.jcr.NodeIterator;
import javax.jcr.RepositoryException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The seed's versioning data on the model: one container with {@code descendants} descendants of one type, each
 * carrying {@code contentKb} kilobytes of its own content ({@link TreeRequests}: a dc:description literal for a
 * container, the bytes of a binary), in a store whose containers version their children as {@code childVersioning}
 * says, with versioning enabled as {@code versionable} says. Everything here changes what is stored, so all of it is
 * in the key.
 *
 * <p>The load records the time it took to create the descendants and enable versioning (the seed's "Total Child
 * Creation Time") as {@link #CREATION_MS}, and the enabling alone as {@link #ENABLE_MS}. Creations and enablings are
 * saved as {@link FixtureLoad#saveDue} says: one by one, as the seed's HTTP requests, on the file store.
 */
record VersionedTreeFixture(DescendantType type, int descendants, int contentKb, ChildVersioning childVersioning,
                            Versionable versionable) implements Fixture {
    static final String ROOT = "/versioned";
    static final String CREATION_MS = "versioning.childCreationMs";
    static final String ENABLE_MS = "versioning.enableMs";

    VersionedTreeFixture {
        if (descendants < 1) {
            throw new IllegalArgumentException("descendants must be at least 1, got " + descendants);
        }
        if (contentKb < 0) {
            throw new IllegalArgumentException("contentKb must be zero or more, got " + contentKb);
        }
    }

    @Override
    public String key() {
        return "ver" + type.name().toLowerCase().charAt(0) + "_d" + descendants + "_k" + contentKb + "_"
                + childVersioning.name().toLowerCase().charAt(0) + versionable.name().toLowerCase().charAt(0);
    }

    @Override
    public long seed() {
        return TreeRequests.seed();   // the pairtree paths POST mints
    }

    @Override
    public String load(FixtureLoad load) throws Exception {
        BenchRepository repository = load.repository();
        ResourceWriter writer = load.writer();
        WorkloadWriter requests = ModelWriter.unsaved(writer);
        TreeRequests tree = new TreeRequests(type, contentKb);
        try (ResourceVersions versions = repository.versions()) {
            versions.defineChildVersioning(childVersioning);   // first, on the empty store: see ChildVersioningTypes
            tree.container(requests, ROOT);
            writer.save();
            long start = System.nanoTime();
            List<String> paths = new ArrayList<>(descendants);
            for (int i = 0; i < descendants; i++) {
                paths.add(tree.descendant(requests, ROOT, i));
                load.loaded(i + 1, descendants);
            }
            writer.save();
            long enabling = System.nanoTime();
            if (versionable.root()) {
                versions.enableVersioning(ROOT);
            }
            for (int i = 0; i < descendants; i++) {
                if (versionable.descendant(i)) {
                    versions.enableVersioning(paths.get(i));
                }
                if (load.saveDue(i + 1, descendants)) {
                    versions.save();
                }
            }
            versions.save();
            long end = System.nanoTime();
            load.measured(CREATION_MS, (end - start) / 1e6);
            load.measured(ENABLE_MS, (end - enabling) / 1e6);
        }
        return ROOT;
    }

    @Override
    public void verify(BenchRepository repository, String root) throws Exception {
        try (ResourceVersions versions = repository.versions()) {
            Optional<ChildVersioning> held = versions.childVersioning();
            if (held.isEmpty() || held.get() != childVersioning) {
                throw new FixtureVerificationException(this + ": the store's containers version their children with "
                        + held.map(Enum::name).orElse("Fedora 4.7's default") + ", expected " + childVersioning);
            }
            if (versions.isVersionable(root) != versionable.root()) {
                throw new FixtureVerificationException(this + ": " + root + " is "
                        + (versionable.root() ? "not " : "") + "versionable");
            }
        }
        int[] found = repository.inspect(session -> count(session.getNode(root), new int[3]));
        if (found[0] != descendants || found[1] != versionable.descendants(descendants) || found[2] != 0) {
            throw new FixtureVerificationException(this + ": " + root + " has " + found[0] + " descendants of type "
                    + type + ", " + found[1] + " of them versionable; expected exactly " + descendants + " and "
                    + versionable.descendants(descendants) + (found[2] == 0 ? "" : "; and " + found[2]
                    + " descendants of another type"));
        }
    }

    /**
     * Counts the resources below the parent (through pairtree nodes): those of this type, the versionable among
     * them, and those of another type.
     */
    private int[] count(Node parent, int[] counts) throws RepositoryException {
        for (NodeIterator children = parent.getNodes(); children.hasNext(); ) {
            Node child = children.nextNode();
            if (child.getName().startsWith("jcr:")) {
                continue;
            }
            if (child.isNodeType(JcrNames.FEDORA_PAIRTREE)) {
                count(child, counts);
                continue;
            }
            boolean binary = child.isNodeType(JcrNames.FEDORA_DESCRIPTION);
            if (binary != (type == DescendantType.BINARY)) {
                counts[2]++;
            } else {
                counts[0]++;
                if (child.isNodeType("mix:versionable")) {
                    counts[1]++;
                }
            }
        }
        return counts;
    }

    @Override
    public String toString() {
        return "container with " + descendants + " " + type + " descendants of " + contentKb + " KB, children "
                + childVersioning + ", versionable " + versionable;
    }
}
