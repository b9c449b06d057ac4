package org.repobench.versioning;


/** What the versioned container holds: the seed's three kinds of descendants. */
public enum DescendantType {
    /** Containers POSTed without a Slug: auto-named, behind four levels of pairtree nodes. */
    CHILD,
    /** Containers PUT with given names: direct children. */
    NAMED,
    /** Datastreams: binaries PUT with given names, each with its own content. */
    BINARY;

}
