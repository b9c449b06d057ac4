/**
 * The main class of the child JVM that serves a Jakarta Fedora war (Fedora 7) in an embedded Jetty 12 ee10. Uses:
 * Jetty 12 and the JDK only: its class file is copied out of bench-ldp's jar onto a class path of Jetty's jars.
 */
package org.repobench.ldp.fedora.jetty12;
