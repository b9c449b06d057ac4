package org.repobench.report;

/** JMH mode abbreviations in words. */
final class Modes {
    private Modes() {
    }

    static String describe(String mode) {
        return switch (mode) {
            case "avgt" -> "avgt: average time per operation, warmed up";
            case "ss" -> "ss: single-shot time, one call per iteration";
            case "thrpt" -> "thrpt: operations per unit of time";
            case "sample" -> "sample: sampled time per operation";
            default -> mode;
        };
    }
}
