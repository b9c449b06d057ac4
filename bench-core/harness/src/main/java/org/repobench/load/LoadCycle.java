package org.repobench.load;

import java.util.List;

/**
 * The requests one load thread sends in each pass of its loop, on a resource of its own: e.g. the CRUD study's
 * create, update, retrieve and delete of a container. A study defines its cycles from the same {@code LdpRequest}s its
 * JMH benchmarks send, so the two cannot drift apart; an engine resolves the name references per pass.
 */
public interface LoadCycle {
    /** The engine variable that holds a pass's resource name (a fresh random name per create). */
    String NAME = "rbname";

    /** How users name it: "crud-container". */
    String name();

    /** One line of what it sends, for the usage text. */
    String summary();

    /**
     * The pass's requests, in order; the first creates the resource.
     *
     * @param parent  the container every resource goes under, relative to the server's root
     * @param newName the engine's expression that draws a new name and keeps it in {@link #NAME}
     * @param name    the engine's reference to that name, for the later requests
     */
    List<LoadStep> steps(String parent, String newName, String name);
}
