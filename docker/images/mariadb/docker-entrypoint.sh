#!/usr/bin/env bash
# Entrypoint of repobench/mariadb-debian (MariaDB standing in for mysql:8.0), taking what the official mysql image's
# entrypoint takes: MYSQL_ROOT_PASSWORD, MYSQL_ALLOW_EMPTY_PASSWORD, MYSQL_RANDOM_ROOT_PASSWORD (one of the three is
# required on an empty data directory), MYSQL_ROOT_HOST (default %), MYSQL_DATABASE, MYSQL_USER, MYSQL_PASSWORD, the
# *_FILE variants of these, /etc/mysql/conf.d/*.cnf and scripts in /docker-entrypoint-initdb.d (*.sh, *.sql,
# *.sql.gz) run once on an empty data directory.
# "mysqld ARGS" (or just "--ARGS") runs the server as the mysql user; any other command is run as given.
set -euo pipefail

readonly CONF_IN=/etc/mysql/conf.d
readonly CONF_OUT=/etc/mysql/repobench.conf.d
readonly KNOWN_OPTIONS=/usr/share/repobench/mariadbd-options

say() { printf '%s [Entrypoint] %s\n' "$(date -u '+%F %T')" "$*"; }
die() { say "error: $*" >&2; exit 1; }

# VAR or the contents of the file VAR_FILE names (Docker secrets).
file_env() {
    local var=$1 file_var=${1}_FILE value=
    if [[ -n ${!var:-} && -n ${!file_var:-} ]]; then
        die "both $var and $file_var are set; they are exclusive"
    fi
    if [[ -n ${!var:-} ]]; then
        value=${!var}
    elif [[ -n ${!file_var:-} ]]; then
        value=$(<"${!file_var}")
    fi
    export "$var=$value"
    unset "$file_var"
}

# Copies /etc/mysql/conf.d/*.cnf (written for MySQL 8.0, maybe mounted read-only) into the directory the server
# reads, with what MariaDB would abort on translated or made "loose-" (ignored with a warning), one line said each.
translate_conf() {
    local f
    mkdir -p "$CONF_OUT"
    rm -f "$CONF_OUT"/*.cnf
    for f in "$CONF_IN"/*.cnf; do
        [[ -f $f ]] || continue
        awk -v known="$KNOWN_OPTIONS" -v file="$f" -v out="$CONF_OUT/${f##*/}" '
            function note(what) { printf "%s [Entrypoint] %s: %s\n", stamp, file, what }
            function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }
            BEGIN {
                nknown = 0
                while ((getline name < known) > 0) { ok[name] = 1; nknown++ }
                "date -u \"+%F %T\"" | getline stamp
                section = ""
            }
            {
                raw = $0; line = trim($0)
                if (line == "" || line ~ /^[#;!]/) { print raw > out; next }
                if (line ~ /^\[/) {
                    section = line; sub(/\].*/, "", section); section = tolower(trim(substr(section, 2)))
                    print raw > out; next
                }
                if (section != "mysqld" && section != "server") { print raw > out; next }
                body = line; comment = ""
                if (match(body, /[ \t]+#/)) { comment = substr(body, RSTART); body = substr(body, 1, RSTART - 1) }
                eq = index(body, "=")
                if (eq) { key = trim(substr(body, 1, eq - 1)); value = trim(substr(body, eq + 1)) }
                else { key = trim(body); value = "" }
                norm = tolower(key); gsub(/-/, "_", norm)
                if (norm == "innodb_redo_log_capacity") {
                    note(key " = " value " became innodb_log_file_size = " value " (MariaDB'"'"'s one redo log)")
                    print "innodb_log_file_size = " value comment > out; next
                }
                if (norm ~ /collation/ && tolower(value) ~ /^utf8mb4_0900_/) {
                    v = tolower(value)
                    if (v == "utf8mb4_0900_bin") v = "utf8mb4_bin"; else sub(/^utf8mb4_0900_/, "utf8mb4_uca1400_", v)
                    note(key " = " value " became " key " = " v " (MariaDB'"'"'s UCA 14.0.0 collation)")
                    print key " = " v comment > out; next
                }
                bare = norm; sub(/^(skip|enable|disable|maximum)_/, "", bare)
                if (nknown > 0 && norm !~ /^loose_/ && !(norm in ok) && !(bare in ok)) {
                    note(key " is unknown to MariaDB: became loose-" key " (ignored)")
                    print "loose-" line > out; next
                }
                print raw > out
            }' "$f"
    done
}

sql_string() { local s=${1//\\/\\\\}; s=${s//\'/\\\'}; printf "'%s'" "$s"; }
sql_name() { local q='`'; printf '%s%s%s' "$q" "${1//$q/$q$q}" "$q"; }

if [[ ${1:-} == -* ]]; then
    set -- mysqld "$@"
fi
if [[ ${1:-} != mysqld && ${1:-} != mariadbd ]]; then
    exec "$@"
fi
for arg in "${@:2}"; do
    case $arg in -'?'|--help|--print-defaults|-V|--version) exec "$@" ;; esac
done

if (( EUID == 0 )); then
    # As root only long enough to hand the data and socket directories to mysql, then this script again as mysql.
    mkdir -p /var/lib/mysql /run/mysqld "$CONF_OUT"
    find /var/lib/mysql "$CONF_OUT" \! -user mysql -exec chown mysql:mysql '{}' +
    chown mysql:mysql /run/mysqld
    exec setpriv --reuid=mysql --regid=mysql --init-groups "$0" "$@"
fi

translate_conf
# Where the server will put its files, with every option file and argument applied.
server_setting() { "$1" "${@:3}" --verbose --help 2>/dev/null | awk -v name="$2" '$1 == name { print $2; exit }'; }
datadir=$(server_setting "$1" datadir "${@:2}")
socket=$(server_setting "$1" socket "${@:2}")
datadir=${datadir:-/var/lib/mysql}
datadir=${datadir%/}
socket=${socket:-/run/mysqld/mysqld.sock}

if [[ ! -d $datadir/mysql ]]; then
    file_env MYSQL_ROOT_PASSWORD
    file_env MYSQL_DATABASE
    file_env MYSQL_USER
    file_env MYSQL_PASSWORD
    file_env MYSQL_ROOT_HOST
    MYSQL_ROOT_HOST=${MYSQL_ROOT_HOST:-%}
    if [[ -z $MYSQL_ROOT_PASSWORD && -z ${MYSQL_ALLOW_EMPTY_PASSWORD:-} && -z ${MYSQL_RANDOM_ROOT_PASSWORD:-} ]]; then
        die "database is uninitialized and password option is not specified: set one of MYSQL_ROOT_PASSWORD," \
            "MYSQL_ALLOW_EMPTY_PASSWORD and MYSQL_RANDOM_ROOT_PASSWORD"
    fi
    if [[ $MYSQL_USER == root ]]; then
        die "MYSQL_USER=root: MYSQL_USER and MYSQL_PASSWORD configure a regular user, not root"
    fi
    if [[ -n ${MYSQL_RANDOM_ROOT_PASSWORD:-} && -z $MYSQL_ROOT_PASSWORD ]]; then
        MYSQL_ROOT_PASSWORD=$(head -c 24 /dev/urandom | base64 | tr -d '/+=')
        say "GENERATED ROOT PASSWORD: $MYSQL_ROOT_PASSWORD"
    fi

    say "initializing database files in $datadir"
    install_log=$(mktemp)
    # no binary log of the system tables; the official image initializes without one too
    if ! mariadb-install-db "${@:2}" --datadir="$datadir" --auth-root-authentication-method=normal --skip-test-db \
            --skip-log-bin --binlog-expire-logs-seconds=0 >"$install_log" 2>&1; then
        cat "$install_log" >&2
        die "mariadb-install-db failed"
    fi
    rm -f "$install_log"

    # A temporary server without networking: no client (e.g. a JDBC readiness check) can connect before the users
    # and the database exist. It resolves names so that it does not warn about the root@<container id> account that
    # mariadb-install-db made and that is dropped below.
    say "starting a temporary server (no networking) for initialization"
    "$1" "${@:2}" --skip-networking --socket="$socket" --skip-log-bin --binlog-expire-logs-seconds=0 \
        --skip-name-resolve=0 &
    temp_pid=$!
    client=(mariadb --no-defaults --protocol=socket --socket="$socket" -uroot)
    for _ in $(seq 120); do
        "${client[@]}" -e 'SELECT 1' >/dev/null 2>&1 && break
        kill -0 "$temp_pid" 2>/dev/null || die "the temporary server exited during initialization"
        sleep 0.5
    done
    "${client[@]}" -e 'SELECT 1' >/dev/null 2>&1 || die "the temporary server did not answer within 60s"

    # mariadb-install-db's other accounts (root@<container id>, anonymous users) go, as the official
    # image has none of them; mariadb.sys and mysql@localhost are MariaDB's own.
    sql="SET @@SESSION.SQL_LOG_BIN = 0;"
    while IFS= read -r account; do
        sql+=" DROP USER $account;"
    done < <("${client[@]}" -N -B -e "SELECT CONCAT(QUOTE(User), '@', QUOTE(Host)) FROM mysql.user
        WHERE NOT (User = 'root' AND Host = 'localhost') AND User NOT IN ('mariadb.sys', 'mysql')")
    pw=$(sql_string "$MYSQL_ROOT_PASSWORD")
    sql+=" ALTER USER 'root'@'localhost' IDENTIFIED BY $pw;"
    if [[ $MYSQL_ROOT_HOST != localhost ]]; then
        host=$(sql_string "$MYSQL_ROOT_HOST")
        sql+=" CREATE USER 'root'@$host IDENTIFIED BY $pw; GRANT ALL ON *.* TO 'root'@$host WITH GRANT OPTION;"
    fi
    if [[ -n $MYSQL_DATABASE ]]; then
        say "creating database $MYSQL_DATABASE"
        sql+=" CREATE DATABASE IF NOT EXISTS $(sql_name "$MYSQL_DATABASE");"
    fi
    if [[ -n $MYSQL_USER && -n $MYSQL_PASSWORD ]]; then
        say "creating user $MYSQL_USER"
        user=$(sql_string "$MYSQL_USER")
        sql+=" CREATE USER $user@'%' IDENTIFIED BY $(sql_string "$MYSQL_PASSWORD");"
        if [[ -n $MYSQL_DATABASE ]]; then
            sql+=" GRANT ALL ON $(sql_name "$MYSQL_DATABASE").* TO $user@'%';"
        fi
    elif [[ -n $MYSQL_USER ]]; then
        say "warning: MYSQL_USER is set without MYSQL_PASSWORD: no user created"
    fi
    sql+=" FLUSH PRIVILEGES;"
    "${client[@]}" <<<"$sql"

    # the password in the environment (MYSQL_PWD), not in the process list; gone before the server starts
    export MYSQL_PWD=$MYSQL_ROOT_PASSWORD
    for f in /docker-entrypoint-initdb.d/*; do
        [[ -e $f ]] || continue
        case $f in
            *.sh)
                say "running $f"
                if [[ -x $f ]]; then "$f"; else
                    # shellcheck disable=SC1090  # a script the user mounts
                    . "$f"
                fi ;;
            *.sql) say "running $f"; "${client[@]}" ${MYSQL_DATABASE:+"$MYSQL_DATABASE"} <"$f" ;;
            *.sql.gz) say "running $f"; gunzip -c "$f" | "${client[@]}" ${MYSQL_DATABASE:+"$MYSQL_DATABASE"} ;;
            *) say "ignoring $f" ;;
        esac
    done

    say "stopping the temporary server"
    kill -TERM "$temp_pid"
    wait "$temp_pid" || die "the temporary server did not stop cleanly"
    unset MYSQL_PWD
    say "MySQL init process done. Ready for start up."
fi

exec "$@"
