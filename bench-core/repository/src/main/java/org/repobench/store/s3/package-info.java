/**
 * Binaries in S3: ModeShape's S3 binary store, its endpoint, clients and one-line failures. Uses: store,
 * store.settings, api.
 */
package org.repobench.store.s3;
