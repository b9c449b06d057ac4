/**
 * Our LevelDB persistence provider for ModeShape, on native or pure-Java LevelDB. Uses: store, api.
 */
package org.repobench.store.leveldb;
