/**
 * What every module shares: metric and param names, the targets, the exit statuses, the enum value parser, a
 * failure's cause chain, the launcher's lines another process reads, the commands' option declarations. Uses: the JDK
 * only.
 */
package org.repobench.api;
