package org.repobench.cli;

import org.junit.jupiter.api.Test;
import org.repobench.api.OptionSpec;
import org.repobench.api.ParamNames;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every command's {@code --help}, printed from the same declaration its parser accepts. */
class CommandHelpTest {
    @Test
    void everyCommandsHelpListsEveryOptionItAccepts() {
        for (Command command : Repobench.commands().values()) {
            CliRunner help = CliRunner.run(command.name(), CommandHelp.LONG);
            assertEquals(0, help.exitCode(), help.toString());
            assertEquals("", help.err(), "help runs nothing that could fail: " + help);
            List<String> lines = help.out().lines().toList();
            assertEquals("usage: ./repobench " + command.name() + " " + command.usage(), lines.get(0));
            assertFalse(command.options().isEmpty(), command.name() + " declares its options");
            for (OptionSpec option : command.options()) {
                String row = lines.stream().filter(line -> line.startsWith("  " + option.usage() + "  "))
                        .findFirst().orElseThrow(() -> new AssertionError(command.name() + " --help lists no "
                                + option.usage() + ":\n" + help.out()));
                assertTrue(row.contains(option.description()), row);
                option.defaultShown().ifPresent(value -> assertTrue(row.endsWith("(default: " + value + ")"), row));
            }
        }
    }

    /**
     * A lever is spelled one way: an option that names a benchmark param (whatever its case or hyphens) is spelled as
     * {@code -p} spells it, so {@code --cacheSize}, never {@code --cache-size}.
     */
    @Test
    void anOptionNamingAParamIsSpelledAsTheParam() throws IllegalAccessException {
        Map<String, String> params = new HashMap<>();
        for (Field constant : ParamNames.class.getDeclaredFields()) {
            if (Modifier.isStatic(constant.getModifiers()) && constant.getType() == String.class) {
                String param = (String) constant.get(null);
                params.put(param.toLowerCase(Locale.ROOT), param);
            }
        }
        List<String> spelledOtherwise = new ArrayList<>();
        int levers = 0;
        for (Command command : Repobench.commands().values()) {
            for (OptionSpec option : command.options()) {
                String param = params.get(option.name().replace("-", "").toLowerCase(Locale.ROOT));
                if (param != null) {
                    levers++;
                    if (!option.name().equals("--" + param)) {
                        spelledOtherwise.add(command.name() + " " + option.name() + " (-p " + param + ")");
                    }
                }
            }
        }
        assertTrue(levers >= 12, "options naming a param: " + levers);
        assertEquals(List.of(), spelledOtherwise);
    }

    @Test
    void helpCommandIsTheCommandsOwnHelp() {
        CliRunner asked = CliRunner.run("help", "compare");
        assertEquals(0, asked.exitCode(), asked.toString());
        assertEquals(CliRunner.run("compare", CommandHelp.LONG).out(), asked.out());
        for (Command command : Repobench.commands().values()) {
            assertEquals(CliRunner.run(command.name(), CommandHelp.LONG).out(),
                    CliRunner.run("help", command.name()).out(), command.name());
        }
    }

    @Test
    void shortHelpWhereItIsNotTheCommandsOwn() {
        for (Command command : Repobench.commands().values()) {
            if (command.helpOptions().contains(CommandHelp.SHORT)) {
                assertEquals(CliRunner.run(command.name(), CommandHelp.LONG).out(),
                        CliRunner.run(command.name(), "x.json", CommandHelp.SHORT).out(), command.name());
            }
        }
        Command run = Repobench.commands().get("run");
        assertEquals(List.of(CommandHelp.LONG), run.helpOptions(), "run -h is JMH's list of its options");
    }

    @Test
    void helpAmongOtherArgumentsRunsNothing() {
        CliRunner help = CliRunner.run("compare", "missing-base.json", "missing-head.json", CommandHelp.LONG);
        assertEquals(0, help.exitCode(), help.toString());
        assertTrue(help.out().startsWith("usage: ./repobench compare "), help.out());
        CliRunner run = CliRunner.run("run", "NoSuchBenchmark", "-f", "1", CommandHelp.LONG);
        assertEquals(0, run.exitCode(), run.toString());
        assertTrue(run.out().contains("then any JMH option") && run.out().contains("./repobench run -h lists JMH's"),
                run.out());
    }

    @Test
    void everyDeclaredOptionIsAcceptedByTheParser() {
        for (Command command : Repobench.commands().values()) {
            if (command.name().equals("run")) {
                continue;   // the launcher's own parser: LauncherOptionSpecsTest
            }
            List<String> spaced = new ArrayList<>();
            List<String> joined = new ArrayList<>();
            for (OptionSpec option : command.options()) {
                spaced.addAll(option.takesValue() ? List.of(option.name(), "v") : List.of(option.name()));
                joined.add(option.takesValue() ? option.name() + "=v" : option.name());
            }
            for (List<String> args : List.of(spaced, joined)) {
                Arguments parsed = Arguments.parse(args, command.name(), command.options());
                for (OptionSpec option : command.options()) {
                    assertTrue(parsed.has(option.name()), command.name() + " " + option.name());
                    assertEquals(option.takesValue() ? "v" : "true", parsed.get(option.name(), null));
                }
                assertEquals(List.of(), parsed.positional(), command.name());
            }
        }
    }

    @Test
    void anUnknownOptionIsOneLinePointingToTheHelp() {
        for (Command command : Repobench.commands().values()) {
            CliRunner bogus = CliRunner.run(command.name(), "--bogus");
            assertEquals(2, bogus.exitCode(), bogus.toString());
            List<String> lines = bogus.err().lines().toList();
            assertEquals(1, lines.size(), bogus.err());
            assertTrue(lines.get(0).startsWith("repobench " + command.name() + ": unknown option '--bogus'; accepted: ")
                    && lines.get(0).endsWith("; see ./repobench " + command.name() + " --help"), lines.get(0));
            for (OptionSpec option : command.options()) {
                assertTrue(lines.get(0).contains(option.name()), lines.get(0));
            }
        }
    }

    /** A renamed option's old name is refused, one line naming the new one, never taken nor merely unknown. */
    @Test
    void aRenamedOptionsOldNameIsOneLineNamingTheNewOne() {
        int renamed = 0;
        for (Command command : Repobench.commands().values()) {
            for (OptionSpec option : command.options()) {
                if (option.formerly().isEmpty()) {
                    continue;
                }
                renamed++;
                CliRunner old = option.takesValue() ? CliRunner.run(command.name(), option.formerly(), "v")
                        : CliRunner.run(command.name(), option.formerly());
                assertEquals(2, old.exitCode(), old.toString());
                assertEquals(List.of("repobench " + command.name() + ": " + option.formerly() + " is now spelled "
                        + option.usage() + "; see ./repobench " + command.name() + " --help"), old.err().lines()
                        .toList(), old.toString());
            }
        }
        assertTrue(renamed >= 4, "renamed options: " + renamed);
    }

    @Test
    void anOptionReadButNeverDeclaredIsABug() {
        Arguments parsed = Arguments.parse(List.of(), "compare", new CompareCommand().options());
        assertThrows(IllegalStateException.class, () -> parsed.has("--treshold"));
        assertThrows(IllegalStateException.class, () -> Arguments.parse(List.of(), "x",
                List.of(OptionSpec.flag("--twice", "once"), OptionSpec.flag("--twice", "again"))));
    }

    @Test
    void theCommandListAndWhereToReadMore() {
        CliRunner list = CliRunner.run("help");
        assertEquals(0, list.exitCode());
        for (Command command : Repobench.commands().values()) {
            assertTrue(list.out().contains("  " + command.name() + " "), list.out());
        }
        assertTrue(list.out().contains("./repobench COMMAND --help"), list.out());
        assertEquals(list.out(), CliRunner.run(CommandHelp.LONG).out());
        CliRunner none = CliRunner.run();
        assertEquals(2, none.exitCode(), "no command is still a mistake");
        assertEquals(list.out(), none.out());
        CliRunner unknown = CliRunner.run("help", "bench");
        assertEquals(2, unknown.exitCode());
        assertTrue(unknown.err().startsWith("repobench: unknown command 'bench'"), unknown.err());
    }
}
