/**
 * Fedora 4.7's versioning: enable, create, list and read versions of a resource. Uses: repository.model.
 */
package org.repobench.repository.version;
