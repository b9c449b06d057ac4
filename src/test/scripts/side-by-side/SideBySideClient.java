import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;

/**
 * An experiment's client, not the suite's: two servers that are up at the same time, the same GETs sent to each in
 * turn, one request in flight at a time (A B, then B A, path by path), so both meet the machine at the same moments.
 * Warms for WARM seconds, then times every request for MEASURE seconds and writes one line per request to RAW:
 * microseconds since the first timed request, arm (0 = A, 1 = B), path index, microseconds the request took. A
 * response other than 200 ends it with exit 1. Run by src/test/scripts/side-by-side/blocks.sh.
 *
 * <pre>java SideBySideClient.java ROOT_A NETRC_A|- ROOT_B NETRC_B|- PATH,PATH,... WARM MEASURE RAW</pre>
 */
public class SideBySideClient {
    public static void main(String[] args) throws Exception {
        if (args.length != 8) {
            System.err.println("usage: java SideBySideClient.java ROOT_A NETRC_A|- ROOT_B NETRC_B|- PATHS WARM MEASURE"
                    + " RAW");
            System.exit(2);
        }
        String[] roots = {args[0], args[2]};
        String[] auths = {basic(args[1]), basic(args[3])};
        String[] paths = args[4].split(",");
        long warm = Long.parseLong(args[5]) * 1_000_000_000L;
        long measure = Long.parseLong(args[6]) * 1_000_000_000L;
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        long bytes = 0;
        try (PrintWriter raw = new PrintWriter(Files.newBufferedWriter(Path.of(args[7])))) {
            long origin = -1;
            for (int phase = 0; phase < 2; phase++) {
                long end = System.nanoTime() + (phase == 0 ? warm : measure);
                for (int round = 0; System.nanoTime() < end; round++) {
                    for (int p = 0; p < paths.length; p++) {
                        for (int k = 0; k < 2; k++) {
                            int arm = (round + k) % 2;
                            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(roots[arm] + paths[p]))
                                    .header("Accept", "text/turtle").timeout(Duration.ofSeconds(120)).GET();
                            if (auths[arm] != null) {
                                request.header("Authorization", auths[arm]);
                            }
                            long start = System.nanoTime();
                            HttpResponse<byte[]> response = client.send(request.build(),
                                    HttpResponse.BodyHandlers.ofByteArray());
                            long took = System.nanoTime() - start;
                            if (response.statusCode() != 200) {
                                System.err.println("GET " + roots[arm] + paths[p] + ": " + response.statusCode());
                                System.exit(1);
                            }
                            bytes += response.body().length;
                            if (phase == 1) {
                                origin = origin < 0 ? start : origin;
                                raw.printf("%d,%d,%d,%d%n", (start - origin) / 1000, arm, p, took / 1000);
                            }
                        }
                    }
                }
            }
        }
        System.out.println("side-by-side: " + bytes + " bytes read");
    }

    /** The Authorization header from a netrc file's one line ("machine H login U password P"); null for "-". */
    static String basic(String netrc) throws Exception {
        if (netrc.equals("-")) {
            return null;
        }
        String[] words = Files.readString(Path.of(netrc)).trim().split("\\s+");
        return "Basic " + Base64.getEncoder().encodeToString((words[3] + ":" + words[5]).getBytes());
    }
}
