package org.repobench.report;

import org.repobench.results.JmhJsonBuilder;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Params exactly as {@code ./repobench run} records them, for the tests of what stands beside what. The launcher's own
 * code (TargetPasses, InapplicableParams in bench-cli) is out of this module's reach, so these shapes are copied from
 * the latest.json of real runs (2026-11-26): {@code ./repobench run ManyMembersBenchmark.warmGet -p
 * target=model,fedora-4.7.5 -p store=FILE -p workload=N_MEMBERS -p size=1000 -p cacheSize=10000 -p parallel=false
 * -p traversal=ITERATE,INDEXED -p prefer=SCRIPT,OMIT_MEMBERSHIP -f 1 -wi 0 -i 1 -r 200ms}, {@code ./repobench run
 * NewVersionBenchmark -p store=FILE …} and {@code ./repobench run 'ConcurrentCrudBenchmark.create$' -p store=FILE
 * -p resource=CONTAINER …} on the model; Fedora 4.7.5's CRUD pool size as WritesRunOverHttpTest asserts it.
 * PublishedFiguresEndToEndTest (the suite) checks the warm GET's shape against a managed Fedora 4.7.5 whenever the
 * suite runs.
 */
final class RecordedParams {
    static final String NA = "n/a";

    private RecordedParams() {
    }

    /** The warm GET on the model, with the fixture's and the model's defaults. */
    static Map<String, String> modelWarmGet(String workload, int size, String store) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("cacheSize", "10000");
        p.put("layout", "PAIRTREE");
        p.put("parallel", "false");
        p.put("prefer", "SCRIPT");
        p.put("referenceLookup", "IDENTIFIER");
        p.put("seed", "42");
        p.put("size", Integer.toString(size));
        p.put("store", store);
        p.put("target", "MODEL");
        p.put("traversal", "ITERATE");
        p.put("workload", workload);
        return p;
    }

    /** The warm GET on a managed Fedora 4.7.5: the model's levers recorded as not applicable, its cacheSize its own. */
    static Map<String, String> fedora475WarmGet(String workload, int size, String store) {
        Map<String, String> p = modelWarmGet(workload, size, store);
        p.put("parallel", NA);
        p.put("referenceLookup", NA);
        p.put("target", "FEDORA_4_7_5");
        p.put("traversal", NA);
        return p;
    }

    /** A CRUD operation on a managed Fedora 4.7.5: the model's pool size not applicable. */
    static Map<String, String> fedora475Crud(String resource, String store) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("existing", "0");
        p.put("poolSize", NA);
        p.put("resource", resource);
        p.put("seed", "42");
        p.put("store", store);
        p.put("target", "FEDORA_4_7_5");
        return p;
    }

    /** A CRUD operation on the model. */
    static Map<String, String> modelCrud(String resource, String store) {
        Map<String, String> p = fedora475Crud(resource, store);
        p.put("poolSize", "5");
        p.put("target", "MODEL");
        return p;
    }

    /**
     * The new version of a tree on the model: auto-versioning and archival groups recorded as not applicable (the
     * model versions only when asked and makes plain containers).
     */
    static Map<String, String> modelNewVersion(String descendantType, int descendants, int contentKb,
                                               String onParentVersion) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("archivalGroup", NA);
        p.put("autoVersioning", NA);
        p.put("contentKb", Integer.toString(contentKb));
        p.put("descendantType", descendantType);
        p.put("descendants", Integer.toString(descendants));
        p.put("label", "v1");
        p.put("onParentVersion", onParentVersion);
        p.put("store", "FILE");
        p.put("target", "MODEL");
        p.put("versioning", "TRUE");
        return p;
    }

    /** The params on a result being built. */
    static JmhJsonBuilder.Result with(JmhJsonBuilder.Result result, Map<String, String> params) {
        params.forEach(result::param);
        return result;
    }
}
