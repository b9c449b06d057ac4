/**
 * Database and S3 settings as host and forks read them, and the forks' credentials file. Uses: store.
 */
package org.repobench.store.settings;
