package org.repobench.ldp.fedora.jetty12;

import org.eclipse.jetty.ee10.webapp.WebAppContext;
import org.eclipse.jetty.security.HashLoginService;
import org.eclipse.jetty.server.CustomRequestLog;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.resource.ResourceFactory;

import java.nio.file.Path;

/**
 * Serves one war in an embedded Jetty 12 (ee10) until the JVM is stopped: bound to one address only, the war at its
 * context path, and a HashLoginService realm "fcrepo" (the realm Fedora's web.xml names) read from a users file.
 * Every request it answers is a line of the request log, in NCSA's common format as jetty-runner writes it.
 * Arguments: host, port, context path, war, users file, request log. Runs in a child JVM whose class path is Jetty's
 * jars and this class alone, so it references nothing but Jetty and the JDK.
 */
public final class Jetty12Server {
    /** The realm Fedora's web.xml names in its login-config. */
    static final String REALM = "fcrepo";

    private Jetty12Server() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 6) {
            System.err.println("usage: Jetty12Server HOST PORT CONTEXT_PATH WAR USERS_FILE REQUEST_LOG");
            System.exit(2);
        }
        Server server = new Server();
        ServerConnector connector = new ServerConnector(server);
        connector.setHost(args[0]);
        connector.setPort(Integer.parseInt(args[1]));
        server.addConnector(connector);
        HashLoginService realm = new HashLoginService(REALM);
        realm.setConfig(ResourceFactory.of(server).newResource(Path.of(args[4])));
        server.addBean(realm);
        WebAppContext webApp = new WebAppContext();
        webApp.setContextPath(args[2]);
        webApp.setWar(args[3]);
        webApp.getSecurityHandler().setLoginService(realm);
        server.setHandler(webApp);
        server.setRequestLog(new CustomRequestLog(args[5], CustomRequestLog.NCSA_FORMAT));
        // a SIGTERM stops the server gracefully, as jetty-runner's does
        server.setStopAtShutdown(true);
        server.start();
        server.join();
    }
}
