#!/usr/bin/env bash
# Installs Node.js 24 from the npm registry's `node@24` package into .tools/node24 (once) and
# prints the path of its `node` binary as the last line. CI runs the tests on it; the container
# base (scripts/container-base.sh) takes its binary from here too.
set -euo pipefail
cd "$(dirname "$0")/.."
TOOLS=.tools/node24
NODE="$PWD/$TOOLS/node_modules/node/bin/node"
if [ ! -x "$NODE" ] || [[ "$("$NODE" --version)" != v24.* ]]; then
  rm -rf "$TOOLS"
  mkdir -p "$TOOLS"
  echo '{"private":true}' > "$TOOLS/package.json"
  # The package's preinstall fetches the platform's binary package from the same registry.
  npm install --prefix "$TOOLS" --no-audit --no-fund --no-save node@24 npm@11 >&2
fi
"$NODE" --version >&2
echo "$NODE"
