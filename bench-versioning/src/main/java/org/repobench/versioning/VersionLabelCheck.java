package org.repobench.versioning;

import org.repobench.repository.version.VersionLabels;

import java.util.function.Consumer;

/** Checks a {@code label} param in the host with the repository's own rule, so a bad one never reaches a fork. */
public final class VersionLabelCheck implements Consumer<String> {
    @Override
    public void accept(String label) {
        VersionLabels.check(label);
    }
}
