/**
 * What every module shares: metric names in JMH JSON, the enum value parser, a failure's cause chain. Uses: the JDK
 * only.
 */
package org.repobench.api;
