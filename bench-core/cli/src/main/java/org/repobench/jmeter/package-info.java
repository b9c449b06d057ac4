/**
 * The load command's engine: the studies' load cycles ({@link org.repobench.load.LoadCycle}) turned into JMeter test
 * plans and run embedded in this JVM or on JMeter servers (JMeter's own remote mode), their samples read back into
 * repobench's results, and what the server holds afterwards verified. Nothing here distributes load by itself: that is
 * JMeter's engine.
 */
package org.repobench.jmeter;
