/**
 * The ./repobench commands, and ExitCodes: the one place that maps a failure to its code. Uses: run, and every package
 * of the modules below: harness, tools, ldp, repository, api.
 */
package org.repobench.cli;
