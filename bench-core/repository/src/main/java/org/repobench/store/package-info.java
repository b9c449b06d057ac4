/**
 * Where the model keeps its nodes: store and binary-store kinds, the file store, copying a location. Uses: api; finds
 * the other stores by ServiceLoader.
 */
package org.repobench.store;
