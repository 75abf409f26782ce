#!/usr/bin/env bash
# Makes a local container base image for the Containerfile when no registry is reachable: a
# minimal Debian (debootstrap) with Node.js 24 and npm from the npm registry (scripts/node24.sh),
# and a `node` user (uid 1000) as in the official image. Prints the image reference as its
# last line: podman build --isolation chroot --build-arg BASE="$(scripts/container-base.sh | tail -1)" .
# Needs root, debootstrap and podman (installed from Debian's packages when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
SUITE=${BASE_SUITE:-bookworm}
MIRROR=${BASE_MIRROR:-http://deb.debian.org/debian}
NODE=$(scripts/node24.sh | tail -1)
NODE_VERSION=$("$NODE" --version)
IMAGE="localhost/teamwell-base:debian-$SUITE-node-${NODE_VERSION#v}"

if podman image exists "$IMAGE" 2>/dev/null; then echo "$IMAGE"; exit 0; fi
need=()
command -v debootstrap >/dev/null || need+=(debootstrap)
command -v podman >/dev/null || need+=(podman)
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >&2
fi

ROOT=$(mktemp -d /tmp/teamwell-base.XXXXXX)
trap 'rm -rf "$ROOT"' EXIT
# minbase: apt, dpkg and the essential set; libstdc++ is the one library node links beyond libc.
debootstrap --variant=minbase --include=libstdc++6,ca-certificates "$SUITE" "$ROOT" "$MIRROR" >&2
TOOLS=$(dirname "$(dirname "$(dirname "$(dirname "$NODE")")")")   # .tools/node24
mkdir -p "$ROOT/usr/local/lib/node_modules" "$ROOT/usr/local/bin"
cp "$NODE" "$ROOT/usr/local/bin/node"
cp -r "$TOOLS/node_modules/npm" "$ROOT/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$ROOT/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$ROOT/usr/local/bin/npx"
chroot "$ROOT" /bin/sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/sh --create-home node' >&2
# What a container does not need: package lists, caches, documentation.
rm -rf "$ROOT"/var/lib/apt/lists/* "$ROOT"/var/cache/apt/*.bin "$ROOT"/usr/share/doc/* "$ROOT"/usr/share/man/* "$ROOT"/usr/share/info/*
tar -C "$ROOT" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=${NODE_VERSION#v}" \
  --change 'CMD ["node"]' - "$IMAGE" >&2
echo "$IMAGE"
