package org.repobench.crud;

import org.repobench.jmh.SideBySideCalls.Side;
import org.repobench.jmh.SideBySideCalls.Turns;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Two servers side by side ({@code run --side-by-side}) as one CRUD target: each session sends its creates to one
 * server and then the other, each create timed for the server that served it ({@link Side#timed}), one request in
 * flight per thread. Both servers hold the same parent with the same {@code existing} children. Every resource is
 * remembered with the server that holds it, so its later requests, its check and its removal go there; each server's
 * parent is checked against what was made on it. Only the create is timed per server: it is the one CRUD benchmark that
 * takes a side-by-side server ({@link org.repobench.jmh.SideBySideServer#BENCHMARKS}).
 */
final class SideBySideCrud implements CrudTarget {
    private final Map<Side, CrudTarget> servers = new EnumMap<>(Side.class);
    private final long existing;
    /** Every resource made and not yet removed, with the server that holds it. */
    private final Map<String, Side> holders = new ConcurrentHashMap<>();

    SideBySideCrud(CrudTarget target, CrudTarget sideBySide, long existing) {
        if (!target.parent().equals(sideBySide.parent())) {
            throw new IllegalArgumentException("two servers side by side write under one parent, not "
                    + target.parent() + " and " + sideBySide.parent());
        }
        servers.put(Side.TARGET, target);
        servers.put(Side.SIDE_BY_SIDE, sideBySide);
        this.existing = existing;
    }

    @Override
    public String parent() {
        return servers.get(Side.TARGET).parent();
    }

    @Override
    public Session session(long threadSeed) throws Exception {
        Map<Side, Session> sessions = new EnumMap<>(Side.class);
        for (Map.Entry<Side, CrudTarget> server : servers.entrySet()) {
            sessions.put(server.getKey(), server.getValue().session(threadSeed));
        }
        return new SideBySideSession(sessions);
    }

    /** Not known: what two servers grew by together is neither one's growth per write. */
    @Override
    public OptionalLong bytesStored() {
        return OptionalLong.empty();
    }

    @Override
    public Set<String> verify(Map<String, Boolean> gone) throws Exception {
        Set<String> lost = new HashSet<>();
        for (Map.Entry<Side, Map<String, Boolean>> part : bySide(gone).entrySet()) {
            lost.addAll(servers.get(part.getKey()).verify(part.getValue()));
        }
        lost.forEach(holders::remove);
        return lost;
    }

    @Override
    public void remove(Map<String, Boolean> gone) throws Exception {
        for (Map.Entry<Side, Map<String, Boolean>> part : bySide(gone).entrySet()) {
            servers.get(part.getKey()).remove(part.getValue());
        }
        holders.keySet().removeAll(gone.keySet());
    }

    /**
     * Each server's parent lists its {@code existing} children and those made on it and not removed; the two together
     * are what the caller expects, or the bookkeeping here lost a resource and the benchmark fails.
     */
    @Override
    public void verifyChildren(long expected, String when) throws Exception {
        if (expected != existing + holders.size()) {
            throw new IllegalStateException(when + ": " + expected + " children expected under " + parent()
                    + ", but " + existing + " there before and " + holders.size() + " made on the two servers");
        }
        for (Map.Entry<Side, CrudTarget> server : servers.entrySet()) {
            long made = holders.values().stream().filter(server.getKey()::equals).count();
            server.getValue().verifyChildren(existing + made, when + " (" + server.getKey() + ")");
        }
    }

    @Override
    public void close() throws Exception {
        try {
            servers.get(Side.TARGET).close();
        } finally {
            servers.get(Side.SIDE_BY_SIDE).close();
        }
    }

    private Map<Side, Map<String, Boolean>> bySide(Map<String, Boolean> gone) {
        Map<Side, Map<String, Boolean>> parts = new EnumMap<>(Side.class);
        gone.forEach((path, isGone) -> parts.computeIfAbsent(holder(path), side -> new HashMap<>()).put(path, isGone));
        return parts;
    }

    private Side holder(String path) {
        Side side = holders.get(path);
        if (side == null) {
            throw new IllegalStateException(path + " was made on neither server side by side");
        }
        return side;
    }

    /** One thread's session on each server: creates (and untimed prepares) in turn, the rest where the path is. */
    private final class SideBySideSession implements Session {
        private final Map<Side, Session> sessions;
        private final Turns turns = new Turns();

        SideBySideSession(Map<Side, Session> sessions) {
            this.sessions = sessions;
        }

        @Override
        public String create(String path) throws Exception {
            Side side = turns.next();
            String made = side.timed(() -> sessions.get(side).create(path));
            if (made != null) {
                holders.put(made, side);
            }
            return made;
        }

        @Override
        public boolean update(String path) throws Exception {
            return sessions.get(holder(path)).update(path);
        }

        @Override
        public long retrieve(String path) throws Exception {
            return sessions.get(holder(path)).retrieve(path);
        }

        @Override
        public boolean delete(String path) throws Exception {
            return sessions.get(holder(path)).delete(path);
        }

        @Override
        public String prepare(String path) throws Exception {
            Side side = turns.next();
            String made = sessions.get(side).prepare(path);
            holders.put(made, side);
            return made;
        }
    }
}
