/**
 * A server's flight recording read back: which of its own methods its CPU samples and sampled allocation fell in,
 * one recording or several in columns ({@code ./repobench profile}). Uses: the JDK's {@code jdk.jfr.consumer}.
 */
package org.repobench.profile;
