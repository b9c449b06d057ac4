package org.repobench.provision;

import org.repobench.store.s3.S3Endpoint;

/** Checks that an endpoint serves what the S3 binary store needs; an interface so resolution can be tested without. */
@FunctionalInterface
public interface S3Check {

    /** @throws org.repobench.store.StoreUnavailableException with a one-line reason when the endpoint cannot be used */
    void check(S3Endpoint endpoint);
}
