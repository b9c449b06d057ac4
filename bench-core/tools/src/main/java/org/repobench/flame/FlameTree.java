package org.repobench.flame;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Stacks as the tree a flame graph draws: a frame per distinct path from the root, its total the weight of every stack
 * through it, its self the weight of the stacks ending in it. Frames are merged by method whatever the converter's
 * mark of their kind (a method compiled in one fork and inlined in another is one frame); children in name order.
 */
final class FlameTree {
    /** The root's name, as flame graphs call it. */
    static final String ROOT = "all";

    /** One frame of the tree. */
    static final class Node {
        private final String name;
        private final Map<String, Node> children = new TreeMap<>();
        private long total;
        private long self;

        private Node(String name) {
            this.name = name;
        }

        String name() {
            return name;
        }

        long total() {
            return total;
        }

        long self() {
            return self;
        }

        Collection<Node> children() {
            return children.values();
        }

        Optional<Node> child(String name) {
            return Optional.ofNullable(children.get(name));
        }
    }

    private final Node root;

    private FlameTree(Node root) {
        this.root = root;
    }

    static FlameTree of(Stacks stacks) {
        Node root = new Node(ROOT);
        stacks.weights().forEach((stack, weight) -> {
            Node at = root;
            at.total += weight;
            for (String frame : Stacks.frames(stack)) {
                String name = FrameName.plain(frame);
                at = at.children.computeIfAbsent(name, Node::new);
                at.total += weight;
            }
            at.self += weight;
        });
        return new FlameTree(root);
    }

    Node root() {
        return root;
    }

    /** The frame at this path of names from the root's child down; empty where no stack went. */
    Optional<Node> at(List<String> path) {
        Node at = root;
        for (String name : path) {
            Optional<Node> next = at.child(name);
            if (next.isEmpty()) {
                return Optional.empty();
            }
            at = next.get();
        }
        return Optional.of(at);
    }

    /** The frames from the root down to {@code node}'s children: how deep the tree goes. */
    static int depth(Node node) {
        int deepest = 0;
        for (Node child : node.children()) {
            deepest = Math.max(deepest, depth(child));
        }
        return deepest + 1;
    }
}
