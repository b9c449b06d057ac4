#!/usr/bin/env bash
# Builds, from Debian's packages, the images that stand in for postgres:15, mysql:8.0 and minio/minio where no image
# registry is reachable (only deb.debian.org and Maven Central need to be):
#
#   docker/images.sh [--print-env FILE] [--rebuild]
#
# An image is rebuilt only when its recipe changed: its directory under docker/images/, its base image's recipe and
# the versions pinned below, hashed into the label org.repobench.recipe. At the end it prints (and with --print-env
# writes to FILE) the lines that make the Testcontainers path and docker/compose.yml use these images.
# Building the base image (debootstrap) needs root; the others need only a Docker engine.
set -euo pipefail

readonly DEBIAN_SUITE=bookworm
readonly DEBIAN_MIRROR=http://deb.debian.org/debian
readonly DEBIAN_SECURITY_MIRROR=http://deb.debian.org/debian-security
readonly PG_MAJOR=15
readonly MARIADB_MAJOR=10.11
readonly S3PROXY_VERSION=2.6.0
readonly S3PROXY_SHA256=12e5e88d805cfed07f7d88b4a44a0d8ecb9f9d3cebeb544bb34fbc4ded1049d8

readonly BASE_TAG=repobench/debian-base:$DEBIAN_SUITE
readonly POSTGRES_TAG=repobench/postgres-debian:$PG_MAJOR
readonly MARIADB_TAG=repobench/mariadb-debian:$MARIADB_MAJOR
readonly S3_TAG=repobench/s3proxy-debian:$S3PROXY_VERSION
readonly LABEL=org.repobench.recipe

DOCKER_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
readonly DOCKER_DIR
readonly RECIPES=$DOCKER_DIR/images

say() { printf '%s\n' "$*"; }
die() { say "docker/images.sh: $*" >&2; exit 1; }

env_file=
rebuild=false
while (( $# )); do
    case $1 in
        --print-env) [[ -n ${2:-} ]] || die "--print-env needs a file"; env_file=$2; shift ;;
        --rebuild) rebuild=true ;;
        -h|--help) sed -n '2,11s/^# \{0,1\}//p' "$0"; exit 0 ;;
        *) die "unknown argument '$1' (accepted: --print-env FILE, --rebuild)" ;;
    esac
    shift
done

timeout 20 docker info >/dev/null 2>&1 \
    || die "no Docker engine answers ('docker info' failed): start one with 'sudo docker/engine.sh start'"

# Scratch space (rootfs, build contexts, logs); removed however the script ends. debootstrap mounts /proc and /sys
# inside the rootfs: they are unmounted before anything is deleted, and rm stays on this file system.
WORK=$(mktemp -d "${TMPDIR:-/tmp}/repobench-images.XXXXXX")
readonly WORK
cleanup() {
    local mounts
    mounts=$(awk -v w="$WORK/" 'index($2, w) == 1 { print $2 }' /proc/mounts | sort -r)
    if [[ -n $mounts ]]; then
        # shellcheck disable=SC2086  # one mount point per word; WORK has no spaces (mktemp)
        umount -l $mounts || true
    fi
    rm -rf --one-file-system "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# sha256 over the recipe directory's files (path, mode, content) and the extra strings given (pinned versions, the
# base image's recipe).
recipe_hash() {
    local dir=$1
    shift
    {
        (cd "$dir" && find . -type f -printf '%P\n' | LC_ALL=C sort | while IFS= read -r f; do
            printf '%s %s %s\n' "$f" "$(stat -c %a "$f")" "$(sha256sum <"$f" | cut -d' ' -f1)"
        done)
        printf '%s\n' "$@"
    } | sha256sum | cut -d' ' -f1
}

label_of() { docker image inspect --format "{{ index .Config.Labels \"$LABEL\" }}" "$1" 2>/dev/null || true; }

# Returns 0 (and says so) when TAG already carries HASH.
cached() {
    local tag=$1 hash=$2
    if ! $rebuild && [[ $(label_of "$tag") == "$hash" ]]; then
        printf '%-36s cached\n' "$tag"
        return 0
    fi
    return 1
}

# Runs a build step with its output in a log; on failure, shows the log's end and stops.
logged() {
    local log=$1
    shift
    if ! "$@" >"$log" 2>&1; then
        tail -n 30 "$log" >&2
        die "failed: $* (last lines above)"
    fi
}

build_base() {
    local hash=$1 started=$SECONDS root=$WORK/rootfs
    cached "$BASE_TAG" "$hash" && return 0
    (( EUID == 0 )) || die "$BASE_TAG needs building and debootstrap needs root: run 'sudo docker/images.sh'"
    if ! command -v debootstrap >/dev/null; then
        say "docker/images.sh: debootstrap missing; installing Debian's debootstrap"
        { DEBIAN_FRONTEND=noninteractive apt-get install -y debootstrap >/dev/null 2>&1 \
            || { apt-get update >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y debootstrap >/dev/null 2>&1; }; } \
            || die "debootstrap did not install: apt-get install -y debootstrap, then run this again"
    fi
    logged "$WORK/debootstrap.log" debootstrap --variant=minbase "$DEBIAN_SUITE" "$root" "$DEBIAN_MIRROR"

    cp -a "$RECIPES/base/rootfs/." "$root/"
    rm -f "$root/etc/apt/sources.list"
    cat >"$root/etc/apt/sources.list.d/debian.sources" <<SOURCES
Types: deb
URIs: $DEBIAN_MIRROR
Suites: $DEBIAN_SUITE $DEBIAN_SUITE-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $DEBIAN_SECURITY_MIRROR
Suites: $DEBIAN_SUITE-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
    # debconf never asks (apt's side is in rootfs/etc/apt/apt.conf.d)
    echo 'debconf debconf/frontend select Noninteractive' | chroot "$root" debconf-set-selections
    # what debootstrap installed before the dpkg excludes existed, and what a build leaves behind
    find "$root/usr/share/doc" -type f ! -name copyright -delete
    find "$root/usr/share/man" "$root/usr/share/info" -type f -delete
    find "$root/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf '{}' +
    rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/* "$root"/var/log/apt/* "$root"/var/log/*.log \
        "$root"/tmp/* "$root/etc/resolv.conf" "$root/etc/hostname"

    tar --numeric-owner -C "$root" -c . | logged "$WORK/import.log" docker import \
        --change "LABEL $LABEL=$hash" \
        --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
        --change 'ENV LANG=C.UTF-8' \
        --change 'CMD ["bash"]' \
        - "$BASE_TAG"
    printf '%-36s built in %ds\n' "$BASE_TAG" $((SECONDS - started))
}

# build_image TAG HASH CONTEXT [--build-arg ...]
build_image() {
    local tag=$1 hash=$2 context=$3 started=$SECONDS
    shift 3
    cached "$tag" "$hash" && return 0
    # The classic builder: the engine's (20.10) and needs no buildx plugin. FROM names a local image, never pulled.
    logged "$WORK/build-${tag//[\/:]/_}.log" env DOCKER_BUILDKIT=0 docker build --force-rm --label "$LABEL=$hash" \
        --build-arg "BASE=$BASE_TAG" "$@" -t "$tag" "$context"
    printf '%-36s built in %ds\n' "$tag" $((SECONDS - started))
}

# S3Proxy's jar with dependencies from Maven Central (through the local repository), checked against the pin.
s3_context() {
    local context=$WORK/s3proxy jar
    cp -a "$RECIPES/s3proxy" "$context"
    command -v mvn >/dev/null || die "mvn is missing (it fetches S3Proxy from Maven Central): apt-get install -y maven"
    (cd "$WORK" && logged "$WORK/mvn.log" mvn -q -B -Dstyle.color=never dependency:copy \
        "-Dartifact=org.gaul:s3proxy:$S3PROXY_VERSION:jar:jar-with-dependencies" "-DoutputDirectory=$WORK/jar")
    jar=$WORK/jar/s3proxy-$S3PROXY_VERSION-jar-with-dependencies.jar
    [[ $(sha256sum <"$jar" | cut -d' ' -f1) == "$S3PROXY_SHA256" ]] \
        || die "$jar does not have the pinned sha256 $S3PROXY_SHA256"
    mv "$jar" "$context/s3proxy.jar"
    echo "$context"
}

base_hash=$(recipe_hash "$RECIPES/base" "suite=$DEBIAN_SUITE" "mirror=$DEBIAN_MIRROR" \
    "security=$DEBIAN_SECURITY_MIRROR" "variant=minbase")
postgres_hash=$(recipe_hash "$RECIPES/postgres" "base=$base_hash" "pg=$PG_MAJOR")
mariadb_hash=$(recipe_hash "$RECIPES/mariadb" "base=$base_hash" "mariadb=$MARIADB_MAJOR")
s3_hash=$(recipe_hash "$RECIPES/s3proxy" "base=$base_hash" "s3proxy=$S3PROXY_VERSION" "sha256=$S3PROXY_SHA256")

build_base "$base_hash"
build_image "$POSTGRES_TAG" "$postgres_hash" "$RECIPES/postgres" --build-arg "PG_MAJOR=$PG_MAJOR"
build_image "$MARIADB_TAG" "$mariadb_hash" "$RECIPES/mariadb" --build-arg "MARIADB_MAJOR=$MARIADB_MAJOR"
if ! cached "$S3_TAG" "$s3_hash" >/dev/null; then
    s3_context_dir=$(s3_context)
fi
build_image "$S3_TAG" "$s3_hash" "${s3_context_dir:-}" --build-arg "S3PROXY_VERSION=$S3PROXY_VERSION"
# earlier builds of these images, now untagged
docker image prune -f --filter "label=$LABEL" >/dev/null

exports="export REPOBENCH_IMAGE_POSTGRESQL=$POSTGRES_TAG
export REPOBENCH_IMAGE_MYSQL=$MARIADB_TAG
export REPOBENCH_IMAGE_S3=$S3_TAG"
say "$exports"
if [[ -n $env_file ]]; then
    printf '%s\n' "$exports" >"$env_file"
fi
