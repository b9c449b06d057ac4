package org.repobench.repository.model;

import java.util.SplittableRandom;
import java.util.UUID;

/**
 * Mints identifiers the way fcrepo 4.7 did for a POST without Slug: {@code ab/cd/ef/gh/<uuid>}, four
 * two-character pairtree levels taken from the UUID itself. Seeded, so a fixture is the same every time; by a
 * SplittableRandom, whose first values for neighbouring seeds are unrelated (java.util.Random's begin with nearly the
 * same high bits, so writers seeded 200 and 202 minted identifiers sharing their first pairtree level).
 */
public final class PairtreeMinter {
    public static final int LEVELS = 4;
    public static final int LEVEL_LENGTH = 2;

    private final SplittableRandom random;

    public PairtreeMinter(long seed) {
        this.random = new SplittableRandom(seed);
    }

    public synchronized String mint() {
        String id = randomUuid().toString();
        StringBuilder path = new StringBuilder();
        for (int level = 0; level < LEVELS; level++) {
            path.append(id, level * LEVEL_LENGTH, (level + 1) * LEVEL_LENGTH).append('/');
        }
        return path.append(id).toString();
    }

    private UUID randomUuid() {
        long most = (random.nextLong() & ~0xF000L) | 0x4000L;              // version 4
        long least = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L; // IETF variant
        return new UUID(most, least);
    }
}
