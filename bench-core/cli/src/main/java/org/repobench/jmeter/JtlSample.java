package org.repobench.jmeter;

import org.apache.jmeter.save.CSVSaveService;
import org.repobench.load.LoadCycle;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One line of the load's JTL file: when a request started, how long it took, which operation it was, what the server
 * answered, the resource's name and the engine that sent it. Lines are split by JMeter's own CSV reader.
 *
 * @param start   the request's start, ms since the epoch (the engine's clock)
 * @param elapsed ms from just before the request to the last byte of the answer
 * @param label   the operation's label ("create")
 * @param code    the status, or JMeter's words for a request that got none ("Non HTTP response code: ...")
 * @param success whether the answer was the one that means done
 * @param thread  the engine's name for the thread
 * @param name    the resource's name in the pass
 * @param engine  the engine's name ({@link LoadPlan#EMBEDDED} for this JVM's)
 */
record JtlSample(long start, long elapsed, String label, String code, boolean success, String thread, String name,
                 String engine) {
    /** JMeter's CSV column names ("label" is JMeter's word for a sample's name, not the param). */
    @SuppressWarnings("checkstyle:quotedParamName")
    static final List<String> COLUMNS = List.of("timeStamp", "elapsed", "label", "responseCode", "success",
            "threadName", LoadCycle.NAME, LoadPlan.ENGINE);

    /** The status as a number, or -1 for an answer that had none. */
    int status() {
        try {
            return Integer.parseInt(code);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** Where each needed column is in the file, from its header line. */
    static final class Columns {
        private final int[] index = new int[COLUMNS.size()];

        Columns(String header) throws IOException {
            String[] names = CSVSaveService.csvSplitString(header, ',');
            Map<String, Integer> at = new HashMap<>();
            for (int i = 0; i < names.length; i++) {
                at.put(names[i], i);
            }
            for (int i = 0; i < index.length; i++) {
                Integer position = at.get(COLUMNS.get(i));
                if (position == null) {
                    throw new IOException("the JTL file has no column '" + COLUMNS.get(i) + "' (its header: "
                            + header + ")");
                }
                index[i] = position;
            }
        }

        JtlSample parse(String line) throws IOException {
            String[] fields = CSVSaveService.csvSplitString(line, ',');
            try {
                return new JtlSample(Long.parseLong(field(fields, 0)), Long.parseLong(field(fields, 1)),
                        field(fields, 2), field(fields, 3), Boolean.parseBoolean(field(fields, 4)), field(fields, 5),
                        field(fields, 6), field(fields, 7));
            } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
                throw new IOException("a JTL line could not be read (" + e.getMessage() + "): " + line, e);
            }
        }

        private String field(String[] fields, int column) {
            return fields[index[column]];
        }
    }
}
