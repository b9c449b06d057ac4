#!/usr/bin/env bash
# Starts, stops or reports a local Docker engine for the Testcontainers path and docker/compose.yml.
#
#   docker/engine.sh start    # start dockerd unless an engine already answers
#   docker/engine.sh stop     # stop dockerd, but only if `start` started it
#   docker/engine.sh status
#
# The engine listens on the unix socket only (no TCP), publishes ports on 127.0.0.1 by default, and keeps its images
# in /var/lib/docker, so images built by docker/images.sh survive a stop.
set -euo pipefail

readonly STATE_DIR=${REPOBENCH_DOCKER_STATE:-/var/lib/repobench-docker}
readonly MARKER=$STATE_DIR/started-by-engine.sh
readonly PIDFILE=$STATE_DIR/dockerd.pid
readonly LOG=$STATE_DIR/dockerd.log
# The default bridge with its gateway named: Testcontainers, in a JVM that itself runs in a container (/.dockerenv),
# reads the gateway off the bridge, and where the bridge lists none it pulls alpine to ask `ip route` (no registry).
readonly BRIDGE=${REPOBENCH_DOCKER_BRIDGE:-172.17.0.1/16}
readonly SOCKET=/var/run/docker.sock
readonly START_TIMEOUT=60
readonly STOP_TIMEOUT=30

say() { printf 'docker/engine.sh: %s\n' "$*"; }
die() { say "$*" >&2; exit 1; }

# Bounded, so that a hung daemon cannot hang the caller.
engine_answers() { timeout 10 docker -H "unix://$SOCKET" info >/dev/null 2>&1; }
server_version() { timeout 10 docker -H "unix://$SOCKET" version --format '{{.Server.Version}}' 2>/dev/null || echo '?'; }
storage_driver() { timeout 10 docker -H "unix://$SOCKET" info --format '{{.Driver}}' 2>/dev/null || echo '?'; }

is_dockerd() { [[ -n ${1:-} && -r /proc/$1/comm && $(cat "/proc/$1/comm") == dockerd ]]; }

# Prints the dockerd pid recorded by `start`, if that process still runs; a stale marker (e.g. after a crash) is not
# a claim on whatever engine runs now.
our_pid() {
    [[ -r $MARKER ]] || return 1
    local pid
    pid=$(sed -n 's/^pid=//p' "$MARKER")
    is_dockerd "$pid" || return 1
    echo "$pid"
}

now_ms() { date +%s%3N; }

# Starts dockerd with one storage driver and waits for it. Returns 0 when `docker info` answers, 2 when dockerd exited
# because of its storage driver (the caller may try another; FAIL_LINE has dockerd's reason), 1 otherwise. Sets
# DOCKERD_PID.
start_with() {
    local driver=$1 offset deadline
    offset=$(stat -c %s "$LOG" 2>/dev/null || echo 0)
    echo "--- $(date -u +%FT%TZ) docker/engine.sh: starting dockerd --storage-driver=$driver" >>"$LOG"
    # setsid: dockerd must not get the caller's terminal signals (Ctrl-C in a later job must not kill the engine).
    setsid dockerd --storage-driver="$driver" --ip=127.0.0.1 --bip="$BRIDGE" -H "unix://$SOCKET" --pidfile "$PIDFILE" \
        </dev/null >>"$LOG" 2>&1 &
    DOCKERD_PID=$!
    deadline=$(( $(now_ms) + START_TIMEOUT * 1000 ))
    while (( $(now_ms) < deadline )); do
        if ! kill -0 "$DOCKERD_PID" 2>/dev/null; then
            wait "$DOCKERD_PID" || true
            # Decide on the fallback from what dockerd itself reported, not from guesses about the kernel.
            FAIL_LINE=$(tail -c "+$((offset + 1))" "$LOG" | grep -iE 'graphdriver|storage.driver|overlay' | tail -1 || true)
            if [[ -n $FAIL_LINE ]]; then
                return 2
            fi
            return 1
        fi
        engine_answers && return 0
        sleep 0.5
    done
    say "dockerd (pid $DOCKERD_PID) did not answer within ${START_TIMEOUT}s; stopping it" >&2
    kill -TERM "$DOCKERD_PID" 2>/dev/null || true
    return 1
}

# Compose runs docker/compose.yml (and the test that starts it): Debian's docker-compose where no Compose v2 is.
ensure_compose() {
    if docker compose version >/dev/null 2>&1 || command -v docker-compose >/dev/null; then
        return 0
    fi
    say "no Docker Compose; installing Debian's docker-compose"
    DEBIAN_FRONTEND=noninteractive apt-get install -y docker-compose >/dev/null \
        || say "docker-compose did not install; docker/compose.yml needs Compose" >&2
}

cmd_start() {
    local pid
    if engine_answers; then
        (( EUID != 0 )) || ensure_compose
        if pid=$(our_pid); then
            say "engine already running (dockerd $(server_version), pid $pid, started by docker/engine.sh); nothing to do"
        else
            say "engine already running (dockerd $(server_version), $(storage_driver)); nothing to do"
        fi
        return 0
    fi
    if pid=$(our_pid); then
        die "dockerd pid $pid (started by docker/engine.sh) runs but does not answer; see $LOG, then docker/engine.sh stop"
    fi
    if (( EUID != 0 )); then
        die "no engine answers and starting one needs root: run 'sudo docker/engine.sh start'"
    fi
    if ! command -v dockerd >/dev/null; then
        say "dockerd missing; installing Debian's docker.io"
        export DEBIAN_FRONTEND=noninteractive
        apt-get install -y docker.io >/dev/null || { apt-get update >/dev/null && apt-get install -y docker.io >/dev/null; }
    fi
    ensure_compose
    mkdir -p "$STATE_DIR"
    rm -f "$MARKER"
    local t0 driver rc ms
    t0=$(now_ms)
    for driver in overlay2 vfs; do
        rc=0
        start_with "$driver" || rc=$?
        case $rc in
            0) break ;;
            2) if [[ $driver == overlay2 ]]; then
                   say "overlay2 failed (${FAIL_LINE:0:200}); trying vfs" >&2
                   continue
               fi
               die "dockerd failed with storage driver $driver; see $LOG" ;;
            *) die "dockerd failed to start; last lines of $LOG: $(tail -3 "$LOG" | tr '\n' ' ' | cut -c1-400)" ;;
        esac
    done
    printf 'pid=%s\ndriver=%s\nstarted=%s\nlog=%s\n' "$DOCKERD_PID" "$driver" "$(date -u +%FT%TZ)" "$LOG" >"$MARKER"
    ms=$(( $(now_ms) - t0 ))
    say "started dockerd $(server_version) (pid $DOCKERD_PID, storage $driver, unix://$SOCKET) in $((ms / 1000)).$((ms % 1000 / 100))s"
}

cmd_stop() {
    local pid child waited=0
    if ! pid=$(our_pid); then
        rm -f "$MARKER"   # stale or absent; either way no engine of ours runs
        say "engine not started by docker/engine.sh; left running"
        return 0
    fi
    (( EUID == 0 )) || die "stopping dockerd pid $pid needs root: run 'sudo docker/engine.sh stop'"
    # dockerd's own containerd: remembered so that it can be ended too if dockerd has to be killed.
    child=$(pgrep -P "$pid" -x containerd || true)
    kill -TERM "$pid"
    while is_dockerd "$pid" && (( waited < STOP_TIMEOUT * 2 )); do sleep 0.5; waited=$((waited + 1)); done
    if is_dockerd "$pid"; then
        say "dockerd pid $pid still running after ${STOP_TIMEOUT}s; killing it" >&2
        kill -KILL "$pid" 2>/dev/null || true
        if [[ -n $child && -r /proc/$child/comm && $(cat "/proc/$child/comm") == containerd ]]; then
            kill -TERM "$child" 2>/dev/null || true
        fi
    fi
    rm -f "$MARKER" "$PIDFILE"
    say "stopped dockerd (pid $pid) after $((waited / 2)).$((waited % 2 * 5))s; images kept in /var/lib/docker"
}

cmd_status() {
    local pid
    if engine_answers; then
        if pid=$(our_pid); then
            say "running: dockerd $(server_version), storage $(storage_driver), pid $pid, started by docker/engine.sh ($(sed -n 's/^started=//p' "$MARKER"))"
        else
            say "running: dockerd $(server_version), storage $(storage_driver), not started by docker/engine.sh"
        fi
    elif pid=$(our_pid); then
        say "dockerd pid $pid (started by docker/engine.sh) runs but does not answer; see $LOG"
    else
        say "not running: no engine answers on unix://$SOCKET"
    fi
}

case ${1:-} in
    start) cmd_start ;;
    stop) cmd_stop ;;
    status) cmd_status ;;
    *) echo "usage: docker/engine.sh start|stop|status" >&2; exit 2 ;;
esac
