#!/usr/bin/env bash
# Prints the folder of a Node.js that meets package.json's engines (22.22.2 or later on 22, or
# 24.15+): the one on PATH if it does, else node@22 from the npm registry, installed once under
# ~/.cache/northlime-node22 (the registry is reachable where nothing else is). Its caller puts the
# folder first on PATH:   PATH="$(bash tests/tools/node22.sh):$PATH"
# Explains on stderr and exits 1 where it cannot.
set -euo pipefail

meets_engines() {
  "$1" -e '
    const [major, minor] = process.versions.node.split(".").map(Number);
    process.exit((major === 22 && minor >= 22) || (major === 24 && minor >= 15) || major > 24 ? 0 : 1);
  ' 2>/dev/null
}

if command -v node >/dev/null 2>&1 && meets_engines "$(command -v node)"; then
  dirname "$(command -v node)"
  exit 0
fi

prefix="${HOME}/.cache/northlime-node22"
bin="${prefix}/node_modules/node/bin"
if [ ! -x "${bin}/node" ] || ! meets_engines "${bin}/node"; then
  echo "Node $(node -v 2>/dev/null || echo "(none)") is older than the site needs: installing node@22 from the npm registry into ${prefix}..." >&2
  npm install --prefix "$prefix" --no-audit --no-fund --no-save node@22 >&2
fi
if [ -x "${bin}/node" ] && meets_engines "${bin}/node"; then
  echo "$bin"
  exit 0
fi

cat >&2 <<'HELP'
The site needs Node.js 22.22.2 or later on 22 (or 24.15+), and none was found or could be installed.
Install Node 22 LTS (https://nodejs.org, or `nvm install` in this folder, which reads .nvmrc).
HELP
exit 1
