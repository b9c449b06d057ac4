package org.repobench.jmeter;

/**
 * The two ports an engine listens on, fixed so a firewall rule can name them: its RMI registry (the port users name
 * in {@code --engines}) and JMeter's engine object, which RMI would otherwise put on a random port. The controller
 * calls both; the objects' port is the registry's plus one unless named.
 *
 * @param registry the registry's port, 1 to 65535
 * @param objects  the engine object's port, 1 to 65535, not the registry's
 */
public record EnginePorts(int registry, int objects) {
    public static final int MAX_PORT = 65_535;
    /** What {@code --ports} accepts, for the one line of a mistake. */
    public static final String ACCEPTED = "REGISTRY,OBJECTS: two different ports, 1 to " + MAX_PORT;

    public EnginePorts {
        if (registry < 1 || registry > MAX_PORT || objects < 1 || objects > MAX_PORT || registry == objects) {
            throw new IllegalArgumentException("'" + registry + "," + objects + "' are not two ports; accepted: "
                    + ACCEPTED);
        }
    }

    /** The registry's port and the next one for the objects; the registry's must leave one (at most 65534). */
    public static EnginePorts after(int registry) {
        if (registry >= MAX_PORT) {
            throw new IllegalArgumentException("'" + registry + "' leaves no port for the engine's objects (it takes"
                    + " the next one); accepted: 1 to " + (MAX_PORT - 1) + ", or --ports " + ACCEPTED);
        }
        return new EnginePorts(registry, registry + 1);
    }

    /** {@code "1099,1100"}; a mistake is an IllegalArgumentException naming the value. */
    public static EnginePorts parse(String value) {
        String[] parts = value.split(",", -1);
        if (parts.length != 2) {
            throw new IllegalArgumentException("'" + value + "' is not two ports; accepted: " + ACCEPTED);
        }
        try {
            return new EnginePorts(Integer.parseInt(parts[0].strip()), Integer.parseInt(parts[1].strip()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + value + "' is not two port numbers; accepted: " + ACCEPTED);
        }
    }
}
