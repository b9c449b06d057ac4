package org.repobench.jmeter;

import org.repobench.ldp.Credentials;
import org.repobench.ldp.LdpRequest;
import org.repobench.ldp.LdpServer;
import org.repobench.load.LoadCycle;
import org.repobench.load.LoadStep;
import us.abstracta.jmeter.javadsl.core.DslTestPlan;
import us.abstracta.jmeter.javadsl.core.assertions.DslResponseAssertion.TargetField;
import us.abstracta.jmeter.javadsl.core.threadgroups.BaseThreadGroup;
import us.abstracta.jmeter.javadsl.core.threadgroups.DslDefaultThreadGroup;
import us.abstracta.jmeter.javadsl.http.DslAuthManager;
import us.abstracta.jmeter.javadsl.http.DslHttpSampler;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static us.abstracta.jmeter.javadsl.JmeterDsl.httpAuth;
import static us.abstracta.jmeter.javadsl.JmeterDsl.httpCache;
import static us.abstracta.jmeter.javadsl.JmeterDsl.httpCookies;
import static us.abstracta.jmeter.javadsl.JmeterDsl.httpDefaults;
import static us.abstracta.jmeter.javadsl.JmeterDsl.httpSampler;
import static us.abstracta.jmeter.javadsl.JmeterDsl.jtlWriter;
import static us.abstracta.jmeter.javadsl.JmeterDsl.responseAssertion;
import static us.abstracta.jmeter.javadsl.JmeterDsl.testPlan;
import static us.abstracta.jmeter.javadsl.JmeterDsl.threadGroup;
import static us.abstracta.jmeter.javadsl.JmeterDsl.vars;

/**
 * A load cycle as a JMeter test plan: one thread group of the settings' threads, ramped up and then held, looping
 * over the cycle's requests on a resource of its own per pass (a fresh random name, kept in {@link LoadCycle#NAME});
 * a pass stops at its first refused request. Each request's answer must be the status that means done. Keep-alive
 * across passes and no cache or cookies, as the JMH benchmarks' client. Every sample goes to one JTL file on this
 * machine with its start, time, label, status, the resource's name and the engine that sent it. The credentials go
 * into the plan's authorization only, never into a file or a line printed.
 */
public final class LoadPlan {
    /** The engine variable that names the engine a sample came from: its {@link #ENGINE_PROPERTY}. */
    public static final String ENGINE = "rbengine";
    /** The JMeter property a repobench JMeter server names itself by; the embedded engine has none. */
    public static final String ENGINE_PROPERTY = "repobench.engine";
    /** What samples of the engine in this JVM are labelled. */
    public static final String EMBEDDED = "embedded";
    /** The variables every sample records, in the JTL's columns: JMeter's {@code sample_variables}. */
    public static final String SAMPLE_VARIABLES = LoadCycle.NAME + "," + ENGINE;
    /** A new name: 32 hex digits, kept in the name variable. */
    static final String NEW_NAME = "${__RandomString(32,0123456789abcdef," + LoadCycle.NAME + ")}";
    static final String NAME = "${" + LoadCycle.NAME + "}";

    private LoadPlan() {
    }

    /**
     * @param parent  where the resources go, relative to the server's root
     * @param jtl     the file every sample is written to (it must not exist)
     */
    public static DslTestPlan build(LdpServer server, String parent, LoadSettings settings, Path jtl) {
        String root = server.root().toString();
        List<BaseThreadGroup.ThreadGroupChild> samplers = new ArrayList<>();
        for (LoadStep step : settings.cycle().steps(parent, NEW_NAME, NAME)) {
            samplers.add(sampler(root, step));
        }
        DslDefaultThreadGroup threads = threadGroup("load")
                .rampTo(settings.threads(), settings.rampUp())
                .holdFor(settings.hold())
                .sampleErrorAction(BaseThreadGroup.SampleErrorAction.START_NEXT_ITERATION)
                .children(samplers.toArray(BaseThreadGroup.ThreadGroupChild[]::new));
        List<DslTestPlan.TestPlanChild> children = new ArrayList<>(List.of(
                vars().set(ENGINE, "${__P(" + ENGINE_PROPERTY + "," + EMBEDDED + ")}"),
                httpDefaults().resetConnectionsBetweenIterations(false).followRedirects(false),
                httpCache().disable(),
                httpCookies().disable()));
        server.credentials().ifPresent(c -> children.add(auth(root, c)));
        children.add(threads);
        children.add(jtlWriter(jtl.getParent().toString(), jtl.getFileName().toString())
                .withAllFields(false).withFieldNames(true).withTimeStamp(true).withElapsedTime(true)
                .withLabel(true).withResponseCode(true).withSuccess(true).withThreadName(true)
                .withVariables(SAMPLE_VARIABLES.split(",")));
        return testPlan(children.toArray(DslTestPlan.TestPlanChild[]::new));
    }

    private static DslAuthManager auth(String root, Credentials credentials) {
        return httpAuth().basicAuth(root, credentials.user(), credentials.password());
    }

    /**
     * The request with its new name drawn once: JMeter evaluates a function each time the text holding it is read,
     * so a second {@link #NEW_NAME} would draw a second name. JMeter reads the path first, then the headers, then the
     * body; the first of them that holds the drawing keeps it, the later ones refer to the name it drew.
     */
    static LdpRequest drawnOnce(LdpRequest request) {
        String path = keepFirst(request.path());
        boolean drawn = path.contains(NEW_NAME);
        Map<String, String> headers = new LinkedHashMap<>();
        for (Map.Entry<String, String> header : request.headers().entrySet()) {
            String value = drawn ? header.getValue().replace(NEW_NAME, NAME) : keepFirst(header.getValue());
            drawn |= value.contains(NEW_NAME);
            headers.put(header.getKey(), value);
        }
        String body = drawn ? request.body().replace(NEW_NAME, NAME) : keepFirst(request.body());
        return new LdpRequest(request.method(), path, headers, body);
    }

    /** The text with its first drawing kept and any later one a reference to the name. */
    private static String keepFirst(String text) {
        int at = text.indexOf(NEW_NAME);
        if (at < 0) {
            return text;
        }
        int after = at + NEW_NAME.length();
        return text.substring(0, after) + text.substring(after).replace(NEW_NAME, NAME);
    }

    private static DslHttpSampler sampler(String root, LoadStep step) {
        LdpRequest request = drawnOnce(step.request());
        DslHttpSampler sampler = httpSampler(step.operation().label(), root + request.path())
                .method(request.method());
        request.headers().forEach(sampler::header);
        if (!request.body().isEmpty()) {
            sampler.body(request.body());
        }
        return sampler.children(responseAssertion().equalsToStrings(
                String.valueOf(step.operation().doneStatus())).fieldToTest(
                TargetField.RESPONSE_CODE));
    }
}
