#!/bin/sh
# The container's health: every server in it answers /healthz. compose.cjs writes their ports when
# the container starts (nginx's, and its own server's when the app has one), so the image and the
# orchestrators' probes need not know which app this is. Before that file exists the container is
# still starting, which is unhealthy. A remote is also not ready while the shell it is composed
# with cannot run it (readiness.cjs; docs/operations.md#shared-contract-changes).
set -eu
: "${NGINX_RUNTIME_DIR:?}"
ports=$(cat "$NGINX_RUNTIME_DIR/health-ports")
# shellcheck disable=SC2086 # one argument per port
node -e '
Promise.all(
  process.argv.slice(1).map((port) =>
    fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) }).then((r) => {
      if (!r.ok) throw new Error(`${port}: ${r.status}`);
    }),
  ),
).then(
  () => process.exit(0),
  (error) => {
    console.error(`unhealthy: ${error.message}`);
    process.exit(1);
  },
);
' $ports
readiness="${SITE_ROOT:-/usr/share/site/html}/../dist-server/readiness.cjs"
if [ -f "$readiness" ]; then exec node "$readiness"; fi
