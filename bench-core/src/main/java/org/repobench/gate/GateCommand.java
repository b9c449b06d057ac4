package org.repobench.gate;

import org.repobench.cli.Command;
import org.repobench.cli.UsageException;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code ./repobench gate --base REV [--head REV] ...}: is HEAD slower than BASE, judged on this machine now?
 * Both revisions are built from git, run interleaved fork by fork (ABBA), and compared by {@code compare}, whose
 * exit code the gate returns: 0 no regression, 1 regression, 2 bad input or no verdict (a revision did not build or
 * run, or compare could not judge).
 *
 * <p>The head defaults to HEAD's commit and then requires a clean working tree: the gate builds commits, and silently
 * leaving the user's edits out would answer a question nobody asked. {@code --head HEAD} says it explicitly.
 */
public final class GateCommand implements Command {
    @Override
    public String name() {
        return "gate";
    }

    @Override
    public String summary() {
        return GateOptions.USAGE + ": build both revisions, run them interleaved, compare; exit 1 on a regression";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        GateOptions options = GateOptions.parse(args);
        try {
            return new GateRun(options, Path.of("").toAbsolutePath(), out, err).run();
        } catch (UsageException e) {
            throw e;
        } catch (GateException e) {
            err.println("repobench gate: " + e.getMessage());
            return 2;
        } catch (IOException | RuntimeException e) {
            // exit 1 must only ever mean "regression": CI fails a pull request on it with that message
            err.println("repobench gate: no verdict, the gate itself failed: " + e);
            e.printStackTrace(err);
            return 2;
        }
    }
}
