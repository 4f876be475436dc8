#!/bin/sh
# Starts the processes that run beside nginx, in the background for the life of the container,
# each started again whenever it stops:
# - the app's own server (SITE_RENDER_SERVER, dist-server/server.cjs), when it has one: a
#   remote's renderer of pages on request or its form server, or the entry's signals server. It
#   reads the config.js configure.sh wrote, so it renders with exactly the values the browser gets;
#   nginx, the container's main process, keeps a renderer's answers for a second and serves that
#   copy while it is down. Each such server serves its metrics on METRICS_PORT (9464).
# - at the entry (compose.cjs writes the address of its nginx status), Debian's
#   prometheus-nginx-exporter, which turns that status into metrics on NGINX_EXPORTER_ADDRESS.
set -eu
: "${NGINX_RUNTIME_DIR:?}"
: "${SITE_ROOT:?}"
: "${SITE_RENDER_SERVER:=$SITE_ROOT/../dist-server/server.cjs}"
: "${RENDERER_PORT:=8081}"
: "${NGINX_EXPORTER_ADDRESS:=:9113}"
# The renderer keeps its pages and its place in the content's changes here, so a restart still
# serves every page while the content service is down.
: "${RENDERER_STORE_DIR:=$NGINX_RUNTIME_DIR/renderer-store}"
export SITE_ROOT RENDERER_PORT RENDERER_STORE_DIR
export SITE_CONFIG_FILE="$NGINX_RUNTIME_DIR/config.js"

# keep_running <what> <command…>: runs the command in the background, again 1 s after each stop.
keep_running() {
  what=$1
  shift
  (
    while :; do
      "$@" || true
      echo "start-servers.sh: $what stopped; starting it again in 1 s" >&2
      sleep 1
    done
  ) &
}

# nginx's error log, without query strings (a preview secret, a pass, what a visitor typed), on
# stderr (error-log.cjs; docs/operations.md#logs-and-request-ids): the image sends nginx's error log
# to it as syslog on the loopback (NGINX_ERROR_LOG, ERROR_LOG_PORT).
error_log_filter="$SITE_ROOT/../dist-server/error-log.cjs"
if [ -n "${ERROR_LOG_PORT:-}" ] && [ -f "$error_log_filter" ]; then
  keep_running "the error log's filter" node "$error_log_filter"
fi

if [ -f "$SITE_RENDER_SERVER" ] && command -v node >/dev/null 2>&1; then
  keep_running "the server" node "$SITE_RENDER_SERVER"
else
  echo "start-servers.sh: no server of its own ($SITE_RENDER_SERVER); a renderer's pages are rendered in the browser" >&2
fi

status_file="$NGINX_RUNTIME_DIR/nginx-status-url"
if [ -f "$status_file" ]; then
  if command -v prometheus-nginx-exporter >/dev/null 2>&1; then
    # nginx starts after this script: the first try waits for it.
    keep_running "the nginx exporter" sh -c 'sleep 1; exec prometheus-nginx-exporter "$@"' exporter \
      "--nginx.scrape-uri=$(cat "$status_file")" "--web.listen-address=$NGINX_EXPORTER_ADDRESS"
  else
    echo "start-servers.sh: no prometheus-nginx-exporter in this image; nginx's status is not exported" >&2
  fi
fi
