#!/usr/bin/env bash
# Entrypoint of repobench/postgres-debian, taking what the official postgres image's entrypoint takes:
#   POSTGRES_USER (default postgres), POSTGRES_PASSWORD, POSTGRES_DB (default: the user), POSTGRES_HOST_AUTH_METHOD
#   (default scram-sha-256), POSTGRES_INITDB_ARGS, the *_FILE variants of these, PGDATA, and scripts in
#   /docker-entrypoint-initdb.d (*.sh, *.sql, *.sql.gz) run once on an empty PGDATA.
# "postgres ARGS" (or just "-ARGS") runs the server as the postgres user; any other command is run as given.
set -euo pipefail

say() { printf '%s\n' "$*"; }
die() { say "error: $*" >&2; exit 1; }

# VAR or the contents of the file VAR_FILE names (Docker secrets), else DEFAULT.
file_env() {
    local var=$1 file_var=${1}_FILE default=${2:-} value
    if [[ -n ${!var:-} && -n ${!file_var:-} ]]; then
        die "both $var and $file_var are set; they are exclusive"
    fi
    value=$default
    if [[ -n ${!var:-} ]]; then
        value=${!var}
    elif [[ -n ${!file_var:-} ]]; then
        value=$(<"${!file_var}")
    fi
    export "$var=$value"
    unset "$file_var"
}

if [[ ${1:-} == -* ]]; then
    set -- postgres "$@"
fi
if [[ ${1:-} != postgres ]]; then
    exec "$@"
fi

if (( EUID == 0 )); then
    # As root only long enough to hand the data and socket directories to postgres, then this script again as
    # postgres (setpriv keeps the environment, so PGDATA and the POSTGRES_* variables carry over).
    mkdir -p "$PGDATA" /var/run/postgresql
    chmod 700 "$PGDATA"
    find "$PGDATA" \! -user postgres -exec chown postgres:postgres '{}' +
    chown postgres:postgres /var/run/postgresql
    chmod 3777 /var/run/postgresql
    export HOME=/var/lib/postgresql
    exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

file_env POSTGRES_PASSWORD
file_env POSTGRES_USER postgres
file_env POSTGRES_DB "$POSTGRES_USER"
file_env POSTGRES_INITDB_ARGS

run_initdb_d() {
    local f
    for f in /docker-entrypoint-initdb.d/*; do
        [[ -e $f ]] || continue
        case $f in
            *.sh)
                say "running $f"
                if [[ -x $f ]]; then "$f"; else
                    # shellcheck disable=SC1090  # a script the user mounts
                    . "$f"
                fi ;;
            *.sql) say "running $f"; psql_init --dbname "$POSTGRES_DB" -f "$f" ;;
            *.sql.gz) say "running $f"; gunzip -c "$f" | psql_init --dbname "$POSTGRES_DB" ;;
            *) say "ignoring $f" ;;
        esac
    done
}

psql_init() { psql -v ON_ERROR_STOP=1 --no-psqlrc --no-password --username "$POSTGRES_USER" "$@"; }

if [[ ! -s $PGDATA/PG_VERSION ]]; then
    if [[ -z $POSTGRES_PASSWORD && ${POSTGRES_HOST_AUTH_METHOD:-} != trust ]]; then
        die "database is uninitialized and superuser password is not specified: set POSTGRES_PASSWORD (or" \
            "POSTGRES_HOST_AUTH_METHOD=trust to allow every connection without a password)"
    fi
    auth=${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}
    if [[ $auth == trust ]]; then
        say "warning: POSTGRES_HOST_AUTH_METHOD=trust: every host may connect as any user without a password"
    fi

    read -ra initdb_args <<<"$POSTGRES_INITDB_ARGS"
    initdb_args=(-D "$PGDATA" --username="$POSTGRES_USER" --encoding=UTF8 "${initdb_args[@]}")
    if [[ -n $POSTGRES_PASSWORD ]]; then
        # the password reaches initdb through a pipe, never a file or the process list
        initdb "${initdb_args[@]}" --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD")
    else
        initdb "${initdb_args[@]}"
    fi
    # Local connections inside the container are trusted (initdb's default); every other host needs $auth.
    printf '\nhost all all all %s\n' "$auth" >>"$PGDATA/pg_hba.conf"

    # A temporary server on the unix socket only, so no client can connect before the database exists. It takes
    # the command's arguments (e.g. config_file=...), as the real server will; its log goes to the container's, where
    # "database system is ready to accept connections" appears once for it and once for the real server.
    pg_ctl -D "$PGDATA" -w -t 60 -o "$(printf '%q ' "${@:2}")-c listen_addresses='' -p 5432" start
    if [[ $POSTGRES_DB != postgres ]]; then
        psql_init --dbname postgres --set db="$POSTGRES_DB" <<<'CREATE DATABASE :"db";'
    fi
    run_initdb_d
    pg_ctl -D "$PGDATA" -m fast -w stop
    say "PostgreSQL init process complete; ready for start up."
fi

exec "$@"
