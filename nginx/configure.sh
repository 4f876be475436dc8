#!/bin/sh
# Composes this server's nginx files (nginx.conf, the server block, its generated locations,
# config.js, the pages it renders at start) from the federation table and the environment. Used by
# every container's entrypoint and by `npm start` / `npm run preview`. The work is done by the
# app's compose.cjs (platform/src/composition/compose.ts, built with its server bundle); this only
# finds it.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
: "${SITE_ROOT:?}"
command -v node >/dev/null 2>&1 || { echo "configure.sh: node is required (every image copies it)" >&2; exit 1; }
exec node "${SITE_COMPOSER:-$SITE_ROOT/../dist-server/compose.cjs}" --nginx-dir "$here"
