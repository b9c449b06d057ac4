/**
 * The model under test: ModeShape 5 with Fedora 4.7's node model, opened on a store with levers. Uses: repository.*,
 * store, api; never provision.
 */
package org.repobench.repository;
