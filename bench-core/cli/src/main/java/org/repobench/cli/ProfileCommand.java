package org.repobench.cli;

import org.repobench.api.OptionSpec;
import org.repobench.profile.HotMethods;
import org.repobench.profile.ProfileTable;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code ./repobench profile FILE.jfr [FILE.jfr ...] [options]}: where a server's CPU samples and sampled allocation
 * fell among its own methods, a column per recording (those {@code run --server-profile} writes, one per server
 * start).
 */
public final class ProfileCommand implements Command {
    static final String DEFAULT_PACKAGE = "org.fcrepo";
    static final int DEFAULT_TOP = 12;
    private static final int MAX_TOP = 1000;
    private static final String PACKAGE = "--package";
    private static final String TOP = "--top";
    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.valued(PACKAGE, "NAME", "the code asked about: each sample goes to the innermost frame of this"
                    + " Java package").defaultsTo(DEFAULT_PACKAGE),
            OptionSpec.valued(TOP, "N", "how many of each recording's largest methods per signal, 1 to " + MAX_TOP)
                    .defaultsTo(DEFAULT_TOP));

    @Override
    public String name() {
        return "profile";
    }

    @Override
    public String summary() {
        return "where recorded servers (run --server-profile) spent their CPU and allocated, by their own methods,"
                + " a column per recording";
    }

    @Override
    public String usage() {
        return "FILE.jfr [FILE.jfr ...] [options]";
    }

    @Override
    public List<OptionSpec> options() {
        return OPTIONS;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        Arguments parsed = Arguments.parse(args, name(), OPTIONS);
        if (parsed.positional().isEmpty()) {
            throw new UsageException("profile needs one or more recordings; accepted: FILE.jfr [FILE.jfr ...], such"
                    + " as run --server-profile writes");
        }
        String prefix = parsed.get(PACKAGE, DEFAULT_PACKAGE).strip();
        if (!prefix.matches("[A-Za-z_$][\\w$]*(\\.[A-Za-z_$][\\w$]*)*")) {
            throw new UsageException(PACKAGE + ": '" + prefix + "' is not accepted; accepted: a Java package name such"
                    + " as " + DEFAULT_PACKAGE);
        }
        int top = (int) parsed.number(TOP, DEFAULT_TOP, 1, MAX_TOP);
        // every file read before anything is printed, so a bad one is the only line
        List<HotMethods> recordings = parsed.positional().stream().map(file -> HotMethods.read(Path.of(file), prefix))
                .toList();
        out.print(ProfileTable.format(recordings, prefix, top));
        return ExitCodes.DONE;
    }
}
