/**
 * LDP-shaped writes: PUT, POST, PATCH and DELETE of containers and binaries, index kept. Uses: repository.model,
 * repository.index.
 */
package org.repobench.repository.write;
