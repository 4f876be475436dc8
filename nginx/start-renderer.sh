#!/bin/sh
# Starts a remote's server process (SITE_RENDER_SERVER: a renderer of pages on request, or a form
# server) in the background for the life of the container, and starts it again whenever it stops.
# It reads the config.js render.sh wrote, so it renders with exactly the values the browser gets;
# nginx, the container's main process, keeps a renderer's answers for a second and serves that copy
# while it is down.
set -eu
: "${NGINX_RUNTIME_DIR:?}"
: "${SITE_ROOT:?}"
: "${SITE_RENDER_SERVER:=$SITE_ROOT/../dist-server/server.cjs}"
: "${RENDERER_PORT:=8081}"
# The renderer keeps its pages and its place in the content's changes here, so a restart still
# serves every page while the content service is down.
: "${RENDERER_STORE_DIR:=$NGINX_RUNTIME_DIR/renderer-store}"
export SITE_ROOT RENDERER_PORT RENDERER_STORE_DIR
export SITE_CONFIG_FILE="$NGINX_RUNTIME_DIR/config.js"

if [ ! -f "$SITE_RENDER_SERVER" ] || ! command -v node >/dev/null 2>&1; then
  echo "start-renderer.sh: no renderer ($SITE_RENDER_SERVER); pages are rendered in the browser" >&2
  exit 0
fi
(
  while :; do
    node "$SITE_RENDER_SERVER" || true
    echo "start-renderer.sh: the renderer stopped; starting it again in 1 s" >&2
    sleep 1
  done
) &
