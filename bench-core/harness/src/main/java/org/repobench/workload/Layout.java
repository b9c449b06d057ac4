package org.repobench.workload;



/**
 * How a workload creates its member resources (the {@code layout} param). It changes what is stored, so it is part
 * of the fixture's key. n-uris and n-properties create no member resources and take only the default.
 */
public enum Layout {
    /** POST without a Slug: each resource behind four pairtree levels, as the scripts and Fedora 4 did (default). */
    PAIRTREE {
        @Override
        String create(WorkloadWriter writer, String parent, String name, String turtle) throws Exception {
            return writer.post(parent, turtle);
        }

        @Override
        public boolean appliesTo(Workload workload) {
            return true;
        }
    },
    /** PUT of named siblings directly under the parent: the flat hierarchy the wikis found slow to list and ingest. */
    FLAT {
        @Override
        String create(WorkloadWriter writer, String parent, String name, String turtle) throws Exception {
            String path = parent + "/" + name;
            writer.put(path, turtle);
            return path;
        }

        @Override
        public boolean appliesTo(Workload workload) {
            return workload.createsResources();
        }
    };

    /** Creates one member resource under {@code parent}; {@code name} is its name under FLAT. */
    abstract String create(WorkloadWriter writer, String parent, String name, String turtle) throws Exception;

    /** Whether the workload can be loaded this way: the default always, another only where it creates resources. */
    public abstract boolean appliesTo(Workload workload);
}
