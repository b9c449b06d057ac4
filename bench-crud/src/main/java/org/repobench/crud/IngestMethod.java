package org.repobench.crud;

import org.repobench.workload.WorkloadWriter;

/** How LAKEsuperior's benchmark added each resource: the JMH {@code method} param. */
public enum IngestMethod {
    /** PUT to {@code <parent>/<uuid>}: flat children, LAKEsuperior's default. */
    PUT {
        @Override
        String add(WorkloadWriter writer, String parent, String name, String turtle) throws Exception {
            String path = parent + "/" + name;
            writer.put(path, turtle);
            return path;
        }
    },
    /** POST to the parent: Fedora mints a pairtree path. */
    POST {
        @Override
        String add(WorkloadWriter writer, String parent, String name, String turtle) throws Exception {
            return writer.post(parent, turtle);
        }
    };

    /** @return the path of the new resource */
    abstract String add(WorkloadWriter writer, String parent, String name, String turtle) throws Exception;
}
