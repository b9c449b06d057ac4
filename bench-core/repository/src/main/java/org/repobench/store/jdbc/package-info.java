/**
 * The PostgreSQL and MySQL stores: ModeShape's tables on a server, checked and failing in one line. Uses: store,
 * store.settings, api.
 */
package org.repobench.store.jdbc;
