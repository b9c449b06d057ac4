#!/usr/bin/env bash
# Entrypoint of repobench/s3proxy-debian (S3Proxy standing in for minio/minio), taking what MinIO's image takes:
#   MINIO_ROOT_USER and MINIO_ROOT_PASSWORD (else MINIO_ACCESS_KEY and MINIO_SECRET_KEY, else minioadmin), the S3
#   access key and secret key; every request must be signed with them (AWS signature v2 or v4).
#   "[minio] server [--address [HOST]:PORT] [--console-address ADDR] [--flag VALUE]... DIR": S3 on HOST:PORT
#   (default :9000) over the files of DIR (a bucket is a directory of DIR). The console address is accepted and
#   ignored: nothing serves the console port.
# Any other command is run as given.
set -euo pipefail

die() { printf 'ERROR: %s\n' "$*" >&2; exit 1; }

if [[ ${1:-} == minio ]]; then
    shift
fi
if [[ ${1:-} != server ]]; then
    exec "$@"
fi
shift

address=:9000
dir=
while (( $# )); do
    case $1 in
        --address=*) address=${1#*=} ;;
        --address) address=${2:-}; shift ;;
        # MinIO's flags that take no value
        --quiet|--anonymous|--json|--no-compat) ;;
        --*=*) ;;
        # every other MinIO flag takes a value (--console-address, --certs-dir, --ftp, ...), ignored here
        --*) shift ;;
        *) dir=$1 ;;
    esac
    shift || true
done
[[ -n $dir ]] || die "no data directory: the command is 'server [--flags] DIR', e.g. 'server /data'"

user=${MINIO_ROOT_USER:-${MINIO_ACCESS_KEY:-minioadmin}}
password=${MINIO_ROOT_PASSWORD:-${MINIO_SECRET_KEY:-minioadmin}}
# MinIO's own limits, so that what starts here would start on MinIO too
(( ${#user} >= 3 )) || die "MINIO_ROOT_USER length should be at least 3 characters"
(( ${#password} >= 8 )) || die "MINIO_ROOT_PASSWORD length should be at least 8 characters"

host=${address%:*}
port=${address##*:}
[[ $port =~ ^[0-9]+$ ]] || die "--address $address: expected [HOST]:PORT"
mkdir -p "$dir"

# A properties file escapes backslashes; it is private to the container and readable by its owner only.
escape() { printf '%s' "${1//\\/\\\\}"; }
properties=$(mktemp /tmp/s3proxy.XXXXXX.properties)
cat >"$properties" <<PROPERTIES
s3proxy.endpoint=http://${host:-0.0.0.0}:$port
s3proxy.authorization=aws-v2-or-v4
s3proxy.identity=$(escape "$user")
s3proxy.credential=$(escape "$password")
jclouds.provider=filesystem
jclouds.identity=filesystem
jclouds.credential=filesystem
jclouds.filesystem.basedir=$(escape "$dir")
PROPERTIES

printf 'S3Proxy %s serving %s on http://%s:%s (S3 access key %s)\n' "$S3PROXY_VERSION" "$dir" "${host:-0.0.0.0}" \
    "$port" "$user"
# S3PROXY_JAVA_OPTS is split into words on purpose: it holds several JVM options
# shellcheck disable=SC2086
# The class-data archive made when the image was built (cds-archive.sh); logback's own status report stays quiet.
exec java -XX:SharedArchiveFile=/opt/s3proxy/s3proxy.jsa \
    -Dlogback.statusListenerClass=ch.qos.logback.core.status.NopStatusListener \
    $S3PROXY_JAVA_OPTS -jar /opt/s3proxy/s3proxy.jar --properties "$properties"
