#!/usr/bin/env bash
# Builds the image from a local base (scripts/container-base.sh) with Debian's podman and
# smoke-tests it without a container runtime: the image's command runs under chroot in a
# container's mounted filesystem, as the image's user, with the image's environment, until
# /readyz answers 200, the image's HEALTHCHECK command passes, and SIGTERM stops it cleanly.
# Prints the build time and the image's size. Needs root.
#   scripts/container-build.sh [TAG]     (default localhost/teamwell:dev)
set -euo pipefail
cd "$(dirname "$0")/.."
TAG=${1:-localhost/teamwell:dev}
BASE=$(scripts/container-base.sh | tail -1)
echo "== base $BASE"

# npm in the build trusts what node on this host trusts (a TLS-inspecting proxy's CA): the file is
# mounted for the RUN steps only, never copied into a layer.
CA_ARGS=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
  CA_ARGS=(--volume "$NODE_EXTRA_CA_CERTS:/run/build-ca.crt:ro" --build-arg NODE_EXTRA_CA_CERTS=/run/build-ca.crt)
fi

started=$(date +%s)
podman build --isolation chroot --format docker --build-arg "BASE=$BASE" "${CA_ARGS[@]}" -t "$TAG" .
built=$(date +%s)
size=$(podman image inspect --format '{{.Size}}' "$TAG")
echo "== built $TAG in $((built - started)) s, $((size / 1000000)) MB"

user=$(podman image inspect --format '{{.Config.User}}' "$TAG")
[ -n "$user" ] && [ "$user" != root ] && [ "$user" != 0 ] || { echo "the image runs as root ($user)"; exit 1; }

CTR=$(podman create "$TAG")
ROOT=$(podman mount "$CTR")
LOG=$(mktemp)
cleanup() {
  [ -n "${PID:-}" ] && kill "$PID" 2>/dev/null || true
  umount "$ROOT/proc" "$ROOT/dev" 2>/dev/null || true
  podman umount "$CTR" >/dev/null 2>&1 || true
  podman rm -f "$CTR" >/dev/null 2>&1 || true
  rm -f "$LOG"
}
trap cleanup EXIT
mount -t proc proc "$ROOT/proc"
mount --bind /dev "$ROOT/dev"

mapfile -t ENV_LINES < <(podman image inspect --format '{{range .Config.Env}}{{println .}}{{end}}' "$TAG" | sed '/^$/d')
WORKDIR=$(podman image inspect --format '{{.Config.WorkingDir}}' "$TAG")
CMD=$(podman image inspect --format '{{join .Config.Cmd " "}}' "$TAG")
HEALTH=$(podman image inspect --format '{{join .Config.Healthcheck.Test " "}}' "$TAG" | sed 's/^CMD //')
PORT=$(( 20000 + RANDOM % 20000 ))
# exec all the way down (chroot, env, sh): the process started in the background is node itself.
run_in_image() {
  exec chroot --userspec="$user:$user" "$ROOT" /usr/bin/env -i "${ENV_LINES[@]}" PORT="$PORT" \
    JWT_SECRET=smoke-test-secret-that-is-long-enough-0123456789 /bin/sh -c "cd '$WORKDIR' && exec $1"
}

echo "== smoke test: $CMD (port $PORT)"
run_in_image "$CMD" >"$LOG" 2>&1 &
PID=$!
for _ in $(seq 1 120); do
  if curl -fs "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$PID" 2>/dev/null; then cat "$LOG"; echo "the service exited before it was ready"; exit 1; fi
  sleep 1
done
curl -fsS "http://127.0.0.1:$PORT/readyz"; echo
(run_in_image "$HEALTH") && echo "== HEALTHCHECK ($HEALTH) passes"
status=$(curl -s -o /dev/null -w '%{http_code}' -H 'accept: text/html' "http://127.0.0.1:$PORT/")
[ "$status" = 200 ] || { echo "the web app answered $status"; exit 1; }
echo "== the web app answers 200"

kill -TERM "$PID"
for _ in $(seq 1 15); do kill -0 "$PID" 2>/dev/null || break; sleep 1; done
if kill -0 "$PID" 2>/dev/null; then echo "SIGTERM did not stop the service within 15 s"; exit 1; fi
wait "$PID" && code=0 || code=$?
PID=
grep -q '"shutting down"' "$LOG" || { cat "$LOG"; echo "the service did not drain on SIGTERM"; exit 1; }
[ "$code" = 0 ] || { cat "$LOG"; echo "the service exited with $code after SIGTERM"; exit 1; }
echo "== SIGTERM: drained and exited 0"
echo "== image $TAG: $((size / 1000000)) MB, built in $((built - started)) s"
