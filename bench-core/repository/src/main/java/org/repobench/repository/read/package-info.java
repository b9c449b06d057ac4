/**
 * A GET's representation: Prefer, traversal, reference lookup, triple streams, serialization. Uses: repository.model,
 * repository.index, api.
 */
package org.repobench.repository.read;
