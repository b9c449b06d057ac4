#!/usr/bin/env bash
# Run once while the image is built: starts S3Proxy, stops it as soon as it listens, and keeps the classes it loaded
# in a class-data sharing archive, which the entrypoint's JVM maps instead of loading them again (about a second
# less to become ready).
set -euo pipefail

work=$(mktemp -d)
printf '%s\n' s3proxy.endpoint=http://127.0.0.1:9000 s3proxy.authorization=aws-v2-or-v4 \
    s3proxy.identity=training s3proxy.credential=training-only jclouds.provider=filesystem \
    jclouds.identity=filesystem jclouds.credential=filesystem "jclouds.filesystem.basedir=$work/data" \
    >"$work/s3proxy.properties"
mkdir "$work/data"
java -XX:ArchiveClassesAtExit="$1" -Dlogback.statusListenerClass=ch.qos.logback.core.status.NopStatusListener \
    -jar /opt/s3proxy/s3proxy.jar --properties "$work/s3proxy.properties" &
pid=$!
for _ in $(seq 600); do
    (echo >/dev/tcp/127.0.0.1/9000) 2>/dev/null && break
    sleep 0.1
done
kill -TERM "$pid"
wait "$pid" || true
rm -rf "$work"
test -s "$1"
