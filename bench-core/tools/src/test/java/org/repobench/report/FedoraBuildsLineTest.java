package org.repobench.report;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The report's line per Fedora build a run started, from the launcher's environment.json. */
class FedoraBuildsLineTest {
    @Test
    void eachManagedBuildIsOneLineWithItsOriginAndSha() {
        Map<String, String> entries = new LinkedHashMap<>();
        entries.put("cores", "2");
        entries.put("fedoraBuilds.FEDORA_5_0_2.target", "fedora-5.0.2");
        entries.put("fedoraBuilds.FEDORA_5_0_2.product", "Fedora 5.0.2");
        entries.put("fedoraBuilds.FEDORA_5_0_2.origin", "org.fcrepo:fcrepo-webapp:war:5.0.2");
        entries.put("fedoraBuilds.FEDORA_5_0_2.sha256", "aa11");
        entries.put("fedoraBuilds.WAR_7_0_0_746353E6.target", "war-7.0.0-746353e6");
        entries.put("fedoraBuilds.WAR_7_0_0_746353E6.product", "Fedora 7.0.0");
        entries.put("fedoraBuilds.WAR_7_0_0_746353E6.origin", "/wars/fcrepo-webapp-7.0.0.war");
        entries.put("fedoraBuilds.WAR_7_0_0_746353E6.sha256", "746353e6be");

        EnvironmentSummary.Part part = EnvironmentSummary.fedoraBuilds(Map.of(Path.of("environment.json"), entries));

        assertEquals("Fedora builds", part.title());
        assertEquals(List.of(
                Map.entry("fedora-5.0.2", "Fedora 5.0.2 from org.fcrepo:fcrepo-webapp:war:5.0.2, sha256 aa11"),
                Map.entry("war-7.0.0-746353e6", "Fedora 7.0.0 from /wars/fcrepo-webapp-7.0.0.war, sha256 746353e6be")),
                part.rows().stream().map(row -> Map.entry(row.getKey(), row.getValue())).toList());
    }
}
