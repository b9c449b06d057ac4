/**
 * A known cost injected into a managed server's own code ({@code --server-inject cpu=10%}), to test what a gate
 * catches: the cost, the Java agent that weaves it in, its jars and its report read back. Uses: ldp, api; Byte Buddy.
 * InjectedCost and InjectionKind run on the server's bootstrap class path: the JDK only.
 */
package org.repobench.ldp.inject;
