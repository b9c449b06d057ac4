package org.repobench.flame;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * Where head's stacks differ from base's, each side normalized to its own total, so two recordings of different
 * lengths (a server start of 40 s against one of 55 s) compare: a frame's share is the part of its side's samples (or
 * sampled bytes) whose stack passes through it, and its change is head's share less base's. A frame only head has
 * grew by its whole share. Drawn on head's tree: what base had and head lost has no box there, so
 * {@link #largest} lists both ways.
 */
public final class FlameDiff {
    /** Where a stack has no frame of the code asked about. */
    public static final String ELSEWHERE = "(no frame of the code asked about)";

    private final Stacks base;
    private final Stacks head;
    private final FlameTree headTree;
    private final FlameTree baseTree;
    private final Map<FlameTree.Node, Change> changes = new IdentityHashMap<>();

    /** A frame's share of each side, 0 to 1. */
    public record Change(double base, double head, boolean onlyInHead) {
        /** Head's share less base's: above 0, head spends more there. */
        public double delta() {
            return head - base;
        }
    }

    /** A frame that a part of each side's stacks ends in (or passes through last), with its shares. */
    public record Moved(String frame, Change change) {
    }

    private FlameDiff(Stacks base, Stacks head) {
        this.base = base;
        this.head = head;
        this.headTree = FlameTree.of(head);
        this.baseTree = FlameTree.of(base);
        walk(headTree.root(), Optional.of(baseTree.root()));
    }

    public static FlameDiff of(Stacks base, Stacks head) {
        return new FlameDiff(base, head);
    }

    private void walk(FlameTree.Node node, Optional<FlameTree.Node> inBase) {
        changes.put(node, new Change(share(inBase.map(FlameTree.Node::total).orElse(0L), baseTree),
                share(node.total(), headTree), inBase.isEmpty()));
        for (FlameTree.Node child : node.children()) {
            walk(child, inBase.flatMap(b -> b.child(child.name())));
        }
    }

    private static double share(long weight, FlameTree tree) {
        long total = tree.root().total();
        return total == 0 ? 0 : weight / (double) total;
    }

    /**
     * The frame at this path (method names from the root's child up, without the converter's marks of kind); empty
     * where no stack of head went.
     */
    public Optional<Change> at(List<String> path) {
        return headTree.at(path).map(changes::get);
    }

    Change of(FlameTree.Node headNode) {
        return changes.get(headNode);
    }

    FlameTree headTree() {
        return headTree;
    }

    /** The largest change of any frame drawn, at least {@code floor}: what the colours are scaled to. */
    double scale(double floor) {
        return Math.max(floor, changes.values().stream().mapToDouble(c -> Math.abs(c.delta())).max().orElse(0));
    }

    /**
     * Each side's stacks charged to their innermost frame that {@code in} accepts ({@link #ELSEWHERE} where none
     * does), the {@code limit} whose share changed most, grown first: with every frame accepted, the leaves where the
     * work itself grew; with Fedora's, the method of Fedora's whose work (its own, or what it called) grew.
     */
    public List<Moved> largest(Predicate<String> in, int limit) {
        Map<String, Double> before = innermost(base, in);
        Map<String, Double> after = innermost(head, in);
        Map<String, Change> all = new TreeMap<>();
        after.forEach((frame, share) -> all.put(frame, new Change(before.getOrDefault(frame, 0.0), share,
                !before.containsKey(frame))));
        before.forEach((frame, share) -> all.putIfAbsent(frame, new Change(share, 0, false)));
        List<Moved> moved = new ArrayList<>();
        all.forEach((frame, change) -> {
            if (change.delta() != 0) {
                moved.add(new Moved(frame, change));
            }
        });
        moved.sort(Comparator.comparingDouble((Moved m) -> -Math.abs(m.change().delta()))
                .thenComparingDouble(m -> -m.change().delta()).thenComparing(Moved::frame));
        List<Moved> top = new ArrayList<>(moved.subList(0, Math.min(limit, moved.size())));
        top.sort(Comparator.comparingDouble((Moved m) -> -m.change().delta()).thenComparing(Moved::frame));
        return top;
    }

    private static Map<String, Double> innermost(Stacks stacks, Predicate<String> in) {
        Map<String, Double> shares = new TreeMap<>();
        long total = stacks.total();
        if (total == 0) {
            return shares;
        }
        stacks.weights().forEach((stack, weight) -> {
            List<String> frames = Stacks.frames(stack);
            String charged = ELSEWHERE;
            for (int i = frames.size() - 1; i >= 0; i--) {
                String frame = FrameName.plain(frames.get(i));
                if (in.test(frame)) {
                    charged = frame;
                    break;
                }
            }
            shares.merge(charged, weight / (double) total, Double::sum);
        });
        return shares;
    }
}
