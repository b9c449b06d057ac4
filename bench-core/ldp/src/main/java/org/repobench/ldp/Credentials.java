package org.repobench.ldp;

import java.util.Objects;

/** A user and password for HTTP BASIC authentication; {@link #toString()} shows the user only. */
public record Credentials(String user, String password) {

    public Credentials {
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(password, "password");
    }

    @Override
    public String toString() {
        return "Credentials[user=" + user + "]";
    }
}
