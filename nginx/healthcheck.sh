#!/bin/sh
# The container's health and readiness (the image's HEALTHCHECK, compose's healthcheck, every
# remote's Kubernetes readiness probe): one Node process, readiness.cjs
# (platform/src/contract/podReadiness.ts), done within 2 s, well inside the probes' 5 s time-out.
# Every server in the container answers /healthz (compose.cjs writes their ports to health-ports
# when the container starts; before that the container is still starting, which is unhealthy).
# A remote's readiness depends on the pod alone, but for one gate on its first readiness: a new
# build the live shell cannot run, while the build serving now can, waits; a pod that has been
# ready never asks the shell again (docs/operations.md#shared-contract-changes).
set -eu
readiness="${SITE_ROOT:-/usr/share/site/html}/../dist-server/readiness.cjs"
if [ ! -f "$readiness" ]; then
  echo "unhealthy: $readiness is missing (every app's server build writes it)" >&2
  exit 1
fi
exec node "$readiness"
