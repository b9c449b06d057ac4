package org.repobench.cli;

import org.repobench.api.OptionSpec;
import org.repobench.jmeter.LoadKeys;
import org.repobench.jmeter.LoadKeystore;
import org.repobench.jmeter.LoadKeystoreException;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code ./repobench load-keys --out DIR}: the keystore a load's controller and its engines share ({@link LoadKeys}),
 * and its password beside it. Both are copied to every machine of the load and named there with {@code --keystore}.
 */
public final class LoadKeysCommand implements Command {
    private static final String OUT = "--out";
    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.valued(OUT, "DIR", "required: the directory to write " + LoadKeys.FILE_NAME + " and its"
                    + " password file " + LoadKeys.FILE_NAME + LoadKeystore.PASSWORD_SUFFIX + " in (made if missing;"
                    + " neither may exist)"));

    @Override
    public String name() {
        return "load-keys";
    }

    @Override
    public String summary() {
        return "a keystore for load and load-engine: TLS with mutual authentication across machines";
    }

    @Override
    public String usage() {
        return OUT + " DIR";
    }

    @Override
    public List<OptionSpec> options() {
        return OPTIONS;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments parsed = Arguments.parse(args, name(), OPTIONS);
        if (!parsed.positional().isEmpty()) {
            throw new UsageException("unexpected argument '" + parsed.positional().get(0) + "'");
        }
        Path directory = Path.of(parsed.require(OUT, "a directory to write the keystore in"));
        LoadKeystore keys;
        try {
            keys = LoadKeys.create(directory);
        } catch (LoadKeystoreException e) {
            throw new UsageException(OUT + ": " + e.getMessage());
        }
        out.println("# repobench: made " + keys.describe() + ": a key pair (EC P-256) and its self-signed"
                + " certificate, valid " + LoadKeys.VALID_DAYS + " days, its password in "
                + LoadKeystore.passwordFile(keys.file()) + " (both readable by you only). Copy both to the"
                + " controller and every engine machine, and give each " + KeystoreOption.NAME + " FILE");
        return ExitCodes.DONE;
    }
}
