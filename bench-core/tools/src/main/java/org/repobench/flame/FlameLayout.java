package org.repobench.flame;

import java.util.ArrayList;
import java.util.List;

/**
 * Where each frame of a tree goes in a graph {@code width} wide: a box per frame, as wide as its share of the root,
 * frames too narrow to see left out with what they call. A chain of frames of one {@link FrameGroup}, each called only
 * by the one below it and calling only the one above (so all equally wide), is one box that names its first and last
 * frame and how many it holds: a server's request passes through scores of a servlet container's and a framework's
 * frames on its way to Fedora's, which would make the graph many screens tall and say nothing the chain's box does
 * not. A Fedora frame starts a box of its own, since the group changes there.
 */
final class FlameLayout {
    /** One box: its frames from the lowest up (one, or a chain), where it starts, how wide, and its row from 0. */
    record Box(List<FlameTree.Node> frames, double x, double width, int row) {
        FlameTree.Node first() {
            return frames.get(0);
        }

        FlameTree.Node last() {
            return frames.get(frames.size() - 1);
        }
    }

    private final double width;
    private final double minWidth;
    private final long rootTotal;
    private final List<Box> boxes = new ArrayList<>();
    private int rows;

    private FlameLayout(double width, double minWidth, long rootTotal) {
        this.width = width;
        this.minWidth = minWidth;
        this.rootTotal = rootTotal;
    }

    /**
     * @param minWidth the narrowest box drawn, in the graph's units (a frame narrower is left out, with what it calls)
     */
    static FlameLayout of(FlameTree tree, double width, double minWidth) {
        FlameLayout layout = new FlameLayout(width, minWidth, Math.max(1, tree.root().total()));
        FlameTree.Node root = tree.root();
        layout.boxes.add(new Box(List.of(root), 0, width, 0));
        layout.rows = 1;
        layout.children(root, 0, 1);
        return layout;
    }

    private void place(FlameTree.Node node, double x, int row) {
        List<FlameTree.Node> chain = new ArrayList<>(List.of(node));
        FrameGroup group = FrameGroup.of(node.name());
        FlameTree.Node last = node;
        while (last.self() == 0 && last.children().size() == 1) {
            FlameTree.Node only = last.children().iterator().next();
            if (FrameGroup.of(only.name()) != group) {
                break;
            }
            chain.add(only);
            last = only;
        }
        boxes.add(new Box(List.copyOf(chain), x, width(node), row));
        rows = Math.max(rows, row + 1);
        children(last, x, row + 1);
    }

    private void children(FlameTree.Node parent, double x, int row) {
        double at = x;
        for (FlameTree.Node child : parent.children()) {
            double w = width(child);
            if (w >= minWidth) {
                place(child, at, row);
            }
            at += w;
        }
    }

    private double width(FlameTree.Node node) {
        return width * node.total() / rootTotal;
    }

    List<Box> boxes() {
        return boxes;
    }

    /** How many rows of boxes, the root's included. */
    int rows() {
        return rows;
    }

    double width() {
        return width;
    }

    long rootTotal() {
        return rootTotal;
    }
}
