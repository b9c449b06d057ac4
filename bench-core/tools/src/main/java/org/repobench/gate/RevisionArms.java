package org.repobench.gate;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Two revisions of this repository: each built from git (cached by commit), the fixtures prepared with the base's
 * code, or each revision's when their fixture formats differ.
 */
final class RevisionArms implements ArmSource {
    private final GateOptions options;
    private final GateArms.Revisions revisions;
    private final Git git;
    private final ChildProcesses processes;
    private final Path workingDirectory;
    private final PrintStream out;
    private final Map<Arm, String> names = new EnumMap<>(Arm.class);
    private final Map<Arm, String> shas = new EnumMap<>(Arm.class);

    RevisionArms(GateOptions options, GateArms.Revisions revisions, ChildProcesses processes, Path workingDirectory,
                 PrintStream out) {
        this.options = options;
        this.revisions = revisions;
        this.processes = processes;
        this.workingDirectory = workingDirectory;
        this.out = out;
        this.git = Git.at(workingDirectory, processes);
        names.put(Arm.BASE, revisions.base());
        names.put(Arm.HEAD, revisions.head().orElse("HEAD"));
        if (revisions.head().isEmpty()) {
            requireCleanWorkingTree(git);
        }
        names.forEach((arm, rev) -> shas.put(arm, git.resolve("--" + arm.label(), rev)));
    }

    @Override
    public Path gateRoot() {
        return git.root().resolve("target").resolve("gate");
    }

    @Override
    public List<String> arms() {
        return List.of(Arm.values()).stream().map(arm -> String.format("%-4s %s = %s %s", arm.label(),
                names.get(arm), git.shortSha(shas.get(arm)), git.subject(shas.get(arm)))).toList();
    }

    @Override
    public Map<Arm, ArmSteps.Side> prepare(Path runDirectory, Cleanup cleanup, Phases phases) throws IOException {
        BuildCache builds = new BuildCache(gateRoot().resolve("builds"), git, processes, cleanup, options.offline(),
                out);
        Map<Arm, ArmSteps.Side> built = new EnumMap<>(Arm.class);
        for (Arm arm : Arm.values()) {
            String classpath = Files.readString(builds.classpathOf(arm, shas.get(arm))).trim();
            built.put(arm, ArmSteps.Side.revision(git.shortSha(shas.get(arm)), classpath));
        }
        phases.done("builds");
        prepareFixtures(built, runDirectory);
        phases.done("fixtures");
        return built;
    }

    /** With one fixture format both arms read the same templates, so the base's code prepares them for both. */
    private void prepareFixtures(Map<Arm, ArmSteps.Side> built, Path runDirectory) {
        List<FixturePrebuild.Fixture> fixtures = FixturePrebuild.of(options.gateSet());
        List<Arm> arms = FixtureFormat.shared(built.get(Arm.BASE).classpath(), built.get(Arm.HEAD).classpath())
                ? List.of(Arm.BASE) : List.of(Arm.BASE, Arm.HEAD);
        out.printf("gate: preparing %d fixture(s) with the code of %s ...%n", fixtures.size(),
                arms.size() == 1 ? "base (both arms share its fixture format)" : "base and head (fixture formats "
                        + "differ)");
        FixturePrebuild prebuild = new FixturePrebuild(processes, workingDirectory, out);
        for (Arm arm : arms) {
            prebuild.run(arm, built.get(arm).name(), built.get(arm).classpath(), fixtures,
                    runDirectory.resolve("fixtures-" + arm.label() + ".log"));
        }
    }

    /** The gate measures commits; without --head, uncommitted edits would silently not be measured. */
    static void requireCleanWorkingTree(Git git) {
        List<String> changes = git.uncommittedChanges();
        if (!changes.isEmpty()) {
            throw new GateException("the working tree has uncommitted changes to " + changes.size()
                    + " tracked file(s) (e.g. '" + changes.get(0).strip() + "'); the gate builds commits, so they "
                    + "would not be measured: commit or stash them, or pass --head HEAD to gate HEAD's commit");
        }
    }
}
