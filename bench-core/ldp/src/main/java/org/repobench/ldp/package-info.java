/**
 * Servers over HTTP: the LDP client, the server probe, streamed triple counts, LDP failures. Uses: api and the JDK's
 * HttpClient.
 */
package org.repobench.ldp;
