package org.repobench.flame;

import java.util.List;
import java.util.Locale;

/**
 * Whose code a frame is, which a flame graph colours it by: Fedora's own methods stand out from the libraries, the JDK
 * and the suite's harness around them.
 */
enum FrameGroup {
    FEDORA("Fedora (org.fcrepo)", 28, 92, 58),
    SUITE("repobench", 210, 55, 72),
    LIBRARY("libraries", 50, 65, 62),
    JDK("JDK", 100, 35, 66),
    NATIVE("native, kernel, JVM", 0, 60, 72);

    private static final List<String> JDK_PACKAGES = List.of("java.", "javax.", "jdk.", "sun.", "com.sun.");
    private static final String FEDORA_PACKAGE = "org.fcrepo.";
    private static final String SUITE_PACKAGE = "org.repobench.";
    private static final String ARRAY = "[]";
    /** How far a frame's lightness strays from its group's, by its name: neighbours of a group stay apart. */
    private static final int LIGHTNESS_SPREAD = 10;

    private final String legend;
    private final int hue;
    private final int saturation;
    private final int lightness;

    FrameGroup(String legend, int hue, int saturation, int lightness) {
        this.legend = legend;
        this.hue = hue;
        this.saturation = saturation;
        this.lightness = lightness;
    }

    /**
     * @param frame a frame's name, with or without the converter's mark of its kind (the kernel's mark on an
     *              allocation graph's class means allocated outside a thread's buffer: the class is still Java's)
     */
    static FrameGroup of(String frame) {
        String plain = FrameName.plain(frame);
        if (plain.endsWith(ARRAY)) {
            // an allocation graph's leaf: the class allocated; an array of a primitive is the JDK's
            String element = plain.substring(0, plain.indexOf(ARRAY));
            return element.contains(".") ? of(element) : JDK;
        }
        if (plain.startsWith(FEDORA_PACKAGE)) {
            return FEDORA;
        }
        if (plain.startsWith(SUITE_PACKAGE)) {
            return SUITE;
        }
        if (JDK_PACKAGES.stream().anyMatch(plain::startsWith)) {
            return JDK;
        }
        // a Java frame names its class's package; native code, the kernel's and the JVM's own do not
        int dot = plain.indexOf('.');
        return dot > 0 && !plain.contains("::") && Character.isLowerCase(plain.charAt(0)) ? LIBRARY : NATIVE;
    }

    /** What the legend calls it. */
    String legend() {
        return legend;
    }

    /** The group's colour for this frame, its lightness varied a little by the name so neighbours stay apart. */
    String colour(String name) {
        int spread = Math.floorMod(name.hashCode(), LIGHTNESS_SPREAD + 1) - LIGHTNESS_SPREAD / 2;
        return hsl(hue, saturation, lightness + spread);
    }

    /** The group's own colour, for the legend. */
    String colour() {
        return hsl(hue, saturation, lightness);
    }

    private static String hsl(int hue, int saturation, int lightness) {
        return String.format(Locale.ROOT, "hsl(%d,%d%%,%d%%)", hue, saturation, lightness);
    }
}
