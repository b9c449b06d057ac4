package org.repobench.run;

import org.junit.jupiter.api.Test;
import org.repobench.api.OptionNames;
import org.repobench.api.OptionSpec;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code run}'s own options: the ones its help lists are the ones {@link LauncherOptions#split} takes. */
class LauncherOptionSpecsTest {
    /** A value each valued option accepts; an option declared without one here fails the test, as it should. */
    private static final Map<String, String> VALUES = Map.ofEntries(
            Map.entry(LauncherOptionSpecs.OUT, "some/dir"),
            Map.entry(LauncherOptionSpecs.THREADS, "1,2"),
            Map.entry(OptionNames.SERVER_INJECT, "cpu=10%"),
            Map.entry(OptionNames.SERVER_JVM_ARGS, "-Xmx1g"),
            Map.entry(OptionNames.WARM_SERVER, "30"),
            Map.entry(OptionNames.SIDE_BY_SIDE, "fedora-6.1.0"),
            Map.entry(OptionNames.SIDE_BY_SIDE_INJECT, "alloc=5%"),
            Map.entry(LauncherOptionSpecs.PARAMS, "size=1000"),
            Map.entry(LauncherOptionSpecs.PROF, "gc"),
            Map.entry(LauncherOptionSpecs.EXTRA, "-wi 1"));

    @Test
    void everyDeclaredOptionIsTakenByTheLauncher() {
        for (OptionSpec option : LauncherOptionSpecs.ALL) {
            List<String> args = new ArrayList<>(List.of(option.name()));
            if (option.takesValue()) {
                args.add(VALUES.getOrDefault(option.name(), "no sample value"));
            }
            if (option.name().equals(OptionNames.SIDE_BY_SIDE_INJECT)) {
                args.addAll(List.of(OptionNames.SIDE_BY_SIDE, VALUES.get(OptionNames.SIDE_BY_SIDE)));
            }
            args.addAll(List.of("-f", "1"));
            LauncherOptions own = LauncherOptions.split(args);
            assertTrue(own.jmhArgs().stream().noneMatch(arg -> arg.equals(option.name())), option.name());
        }
    }

    @Test
    void anUndeclaredOptionPointsToTheHelp() {
        LaunchException e = assertThrows(LaunchException.class, () -> LauncherOptions.split(List.of("--bogus")));
        assertTrue(e.getMessage().startsWith("unknown option '--bogus'; accepted: "
                + OptionSpec.accepted(LauncherOptionSpecs.ALL)), e.getMessage());
        assertTrue(e.getMessage().endsWith("; see ./repobench run --help"), e.getMessage());
    }

    @Test
    void afterTheEndOfOptionsEverythingIsJmhs() {
        assertEquals(List.of("--bogus", "-f", "1"), LauncherOptions.split(List.of("--", "--bogus", "-f", "1"))
                .jmhArgs());
    }
}
