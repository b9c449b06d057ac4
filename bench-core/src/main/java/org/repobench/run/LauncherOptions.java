package org.repobench.run;

import org.repobench.cli.UsageException;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The launcher's own {@code --} options, split from the JMH arguments that follow them. */
record LauncherOptions(Path outDir, boolean report, List<String> jmhArgs) {
    static final Path DEFAULT_OUT = Path.of("target", "bench");

    static LauncherOptions split(List<String> args) {
        Path out = DEFAULT_OUT;
        boolean report = true;
        List<String> jmh = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if ("--out".equals(arg)) {
                if (i + 1 >= args.size() || args.get(i + 1).isBlank()) {
                    throw new UsageException("--out needs a directory");
                }
                out = Path.of(args.get(++i));
            } else if ("--no-report".equals(arg)) {
                report = false;
            } else if ("--".equals(arg)) {
                jmh.addAll(args.subList(i + 1, args.size()));
                break;
            } else if (arg.startsWith("--")) {
                throw new UsageException("unknown option '" + arg + "'; accepted before the JMH options: --out DIR, "
                        + "--no-report (JMH options start with one dash, e.g. -p, -f, -prof)");
            } else {
                jmh.add(arg);
            }
        }
        return new LauncherOptions(out, report, jmh);
    }
}
