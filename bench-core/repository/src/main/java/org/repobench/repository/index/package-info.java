/**
 * The membership index: containment, membership and references in tables writes keep. Uses: repository.model, store,
 * store.jdbc.
 */
package org.repobench.repository.index;
