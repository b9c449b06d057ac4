package org.repobench.workload;



/**
 * How a workload creates its member resources (the {@code layout} param). It changes what is stored, so it is part
 * of the fixture's key. n-uris and n-properties create no member resources and take only the default.
 */
public enum Layout {
    /** POST without a Slug: each resource behind four pairtree levels, as the scripts and Fedora 4 did (default). */
    PAIRTREE,
    /** PUT of named siblings directly under the parent: the flat hierarchy the wikis found slow to list and ingest. */
    FLAT;

    /** Creates one member resource under {@code parent}; {@code name} is its name under FLAT. */
    String create(WorkloadWriter writer, String parent, String name, String turtle) throws Exception {
        if (this == PAIRTREE) {
            return writer.post(parent, turtle);
        }
        String path = parent + "/" + name;
        writer.put(path, turtle);
        return path;
    }

}
