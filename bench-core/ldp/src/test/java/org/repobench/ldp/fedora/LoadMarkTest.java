package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.store.settings.Environment;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A fork's word that it loaded data through the start, as the launcher reads it. */
class LoadMarkTest {
    @TempDir
    Path run;

    @Test
    void aForkMarksTheStartThroughTheSettingAndTheLauncherReadsIt() {
        LoadMark launcher = new LoadMark(run.resolve("loaded"));
        assertFalse(launcher.loaded());
        assertEquals("-D" + LoadMark.SETTING + "=" + run.resolve("loaded"), launcher.forkArg());
        Environment forkSettings = Environment.of(Map.of(LoadMark.SETTING, run.resolve("loaded").toString()), Map.of());
        LoadMark fork = LoadMark.of(forkSettings).orElseThrow();
        fork.markLoaded();
        fork.markLoaded();
        assertTrue(launcher.loaded());
    }

    @Test
    void noSettingNoMark() {
        assertTrue(LoadMark.of(Environment.of(Map.of(), Map.of())).isEmpty());
    }
}
