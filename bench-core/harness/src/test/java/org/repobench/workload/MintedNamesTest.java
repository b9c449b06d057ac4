package org.repobench.workload;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The shape of the names a server mints, read from one it minted, and names made in that shape. */
class MintedNamesTest {
    @Test
    void fedora4sPairtreeNamesAreImitatedLevelForLevel() {
        MintedNames names = MintedNames.shapeOf("3f/09/a1/b2/3f09a1b2-8c7d-4e5f-9a0b-1c2d3e4f5a6b", 42).orElseThrow();
        assertEquals("xx/xx/xx/xx/<uuid>", names.shape());
        String name = names.next();
        assertTrue(name.matches("([0-9a-f]{2})/([0-9a-f]{2})/([0-9a-f]{2})/([0-9a-f]{2})/\\1\\2\\3\\4-[0-9a-f-]{27}"),
                name);
    }

    @Test
    void fedora6sBareUuidsAreImitated() {
        MintedNames names = MintedNames.shapeOf("336b2af3-bdc5-416a-bf37-d3842fab792a", 42).orElseThrow();
        assertEquals("<uuid>", names.shape());
        assertFalse(names.sharesPairtreeNodes(), "bare names: members may be created at once");
        assertTrue(MintedNames.shapeOf("3f/09/a1/b2/3f09a1b2-8c7d-4e5f-9a0b-1c2d3e4f5a6b", 42).orElseThrow()
                .sharesPairtreeNodes(), "Fedora 4's pairtree: loaded one member after another");
        assertTrue(names.next().matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"));
    }

    @Test
    void namesOfAnotherShapeAreNotImitated() {
        assertTrue(MintedNames.shapeOf("object-17", 42).isEmpty());
        assertTrue(MintedNames.shapeOf("zz/3f09a1b2-8c7d-4e5f-9a0b-1c2d3e4f5a6b", 42).isEmpty(), "a level not the"
                + " UUID's start");
        assertTrue(MintedNames.shapeOf("3f/0/3f09a1b2-8c7d-4e5f-9a0b-1c2d3e4f5a6b", 42).isEmpty(), "uneven levels");
    }

    /** From the fixture's seed: the same names every load, none twice. */
    @Test
    void namesFollowFromTheSeedAndDiffer() {
        String minted = "336b2af3-bdc5-416a-bf37-d3842fab792a";
        MintedNames first = MintedNames.shapeOf(minted, 42).orElseThrow();
        MintedNames again = MintedNames.shapeOf(minted, 42).orElseThrow();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            String name = first.next();
            assertEquals(name, again.next());
            assertTrue(seen.add(name), name);
        }
        assertEquals(1000, seen.size());
    }
}
