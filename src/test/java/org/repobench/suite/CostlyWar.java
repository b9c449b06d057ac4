package org.repobench.suite;

import org.repobench.ldp.fedora.ServerArtifacts;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * A Fedora war made slower by a known cost in its own request path: a copy of the 6.1.0 war the build brings with a
 * servlet filter added to its web.xml, compiled here against the servlet API of the container that runs it, that
 * spends a fixed amount of CPU time on the thread of every request before handing it on. What a bad commit of Fedora
 * looks like to a bisect, without building Fedora.
 */
final class CostlyWar {
    static final String FEDORA = "6.1.0";
    private static final String FILTER_CLASS = "repobench.cost.CpuCostFilter";
    private static final String FILTER_SOURCE = """
            package repobench.cost;

            import java.io.IOException;
            import java.lang.management.ManagementFactory;
            import java.lang.management.ThreadMXBean;
            import javax.servlet.Filter;
            import javax.servlet.FilterChain;
            import javax.servlet.FilterConfig;
            import javax.servlet.ServletException;
            import javax.servlet.ServletRequest;
            import javax.servlet.ServletResponse;

            /** Spends cpuMillis of CPU time on the request's thread, then serves the request as before. */
            public final class CpuCostFilter implements Filter {
                private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
                private long nanos;
                private volatile long sink;

                @Override
                public void init(FilterConfig config) {
                    nanos = Long.parseLong(config.getInitParameter("cpuMillis")) * 1_000_000L;
                }

                @Override
                public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
                        throws IOException, ServletException {
                    long start = THREADS.getCurrentThreadCpuTime();
                    long spun = 0;
                    while (THREADS.getCurrentThreadCpuTime() - start < nanos) {
                        spun += start ^ spun;
                    }
                    sink = spun;
                    chain.doFilter(request, response);
                }

                @Override
                public void destroy() {
                }
            }
            """;
    private static final String FILTER_XML = """
              <filter>
                <filter-name>repobenchCpuCost</filter-name>
                <filter-class>%s</filter-class>
                <init-param>
                  <param-name>cpuMillis</param-name>
                  <param-value>%d</param-value>
                </init-param>
              </filter>
              <filter-mapping>
                <filter-name>repobenchCpuCost</filter-name>
                <url-pattern>/*</url-pattern>
              </filter-mapping>
            </web-app>
            """;

    private CostlyWar() {
    }

    /** The war the build brought, as it is. */
    static Path fedora() {
        return ServerArtifacts.load().builtInWar(FEDORA).orElseThrow(() -> new IllegalStateException("no Fedora "
                + FEDORA + " war: bench-ldp's build copies it"));
    }

    /** A copy of {@link #fedora()} whose every request first spends {@code cpuMillis} of CPU. */
    static Path write(Path war, int cpuMillis, Path scratch) throws IOException {
        Path sources = Files.createDirectories(scratch.resolve("src/repobench/cost"));
        Path source = Files.writeString(sources.resolve("CpuCostFilter.java"), FILTER_SOURCE);
        Path classes = Files.createDirectories(scratch.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int exit = javac.run(null, null, errors, "--release", "11", "-cp",
                ServerArtifacts.load().jettyRunner().toString(), "-d", classes.toString(), source.toString());
        if (exit != 0) {
            throw new IllegalStateException("the cost filter did not compile: " + errors.toString(
                    StandardCharsets.UTF_8));
        }
        Files.copy(fedora(), war);
        try (FileSystem zip = FileSystems.newFileSystem(war)) {
            Path webXml = zip.getPath("WEB-INF", "web.xml");
            String xml = Files.readString(webXml);
            Files.writeString(webXml, xml.replace("</web-app>", String.format(Locale.ROOT, FILTER_XML, FILTER_CLASS,
                    cpuMillis)));
            Path filter = zip.getPath("WEB-INF", "classes", "repobench", "cost", "CpuCostFilter.class");
            Files.createDirectories(filter.getParent());
            Files.copy(classes.resolve("repobench").resolve("cost").resolve("CpuCostFilter.class"), filter);
        }
        return war;
    }
}
