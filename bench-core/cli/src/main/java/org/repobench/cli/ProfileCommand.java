package org.repobench.cli;

import org.repobench.profile.HotMethods;
import org.repobench.profile.ProfileTable;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * {@code ./repobench profile FILE.jfr [FILE.jfr ...] [--package org.fcrepo] [--top 12]}: where a server's CPU samples
 * and sampled allocation fell among its own methods, recordings side by side (those {@code run --server-profile}
 * writes, one per server start).
 */
public final class ProfileCommand implements Command {
    static final String DEFAULT_PACKAGE = "org.fcrepo";
    static final int DEFAULT_TOP = 12;
    private static final int MAX_TOP = 1000;
    private static final Set<String> VALUED = Set.of("--package", "--top");

    @Override
    public String name() {
        return "profile";
    }

    @Override
    public String summary() {
        return "where recorded servers spent CPU and allocated, by their own methods: FILE.jfr [FILE.jfr ...]"
                + " [--package " + DEFAULT_PACKAGE + "] [--top " + DEFAULT_TOP + "] (run --server-profile records)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        Arguments parsed = Arguments.parse(args, VALUED, Set.of());
        if (parsed.positional().isEmpty()) {
            throw new UsageException("profile needs one or more recordings; accepted: FILE.jfr [FILE.jfr ...], such"
                    + " as run --server-profile writes");
        }
        String prefix = parsed.get("--package", DEFAULT_PACKAGE).strip();
        if (!prefix.matches("[A-Za-z_$][\\w$]*(\\.[A-Za-z_$][\\w$]*)*")) {
            throw new UsageException("--package: '" + prefix + "' is not accepted; accepted: a Java package name such"
                    + " as " + DEFAULT_PACKAGE);
        }
        int top = (int) parsed.number("--top", DEFAULT_TOP, 1, MAX_TOP);
        // every file read before anything is printed, so a bad one is the only line
        List<HotMethods> recordings = parsed.positional().stream().map(file -> HotMethods.read(Path.of(file), prefix))
                .toList();
        out.print(ProfileTable.format(recordings, prefix, top));
        return ExitCodes.DONE;
    }
}
