/**
 * In the host: where databases and S3 come from (named, container, embedded), handed to forks. Uses: store.*, api;
 * never repository.*.
 */
package org.repobench.provision;
