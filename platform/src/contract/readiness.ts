// `node dist-server/readiness.cjs`: the container's health check and readiness, run by
// nginx/healthcheck.sh (the image's HEALTHCHECK, compose's healthcheck, every remote's Kubernetes
// readiness probe). One Node process under one deadline: its servers' /healthz, and a remote's
// first-readiness gate (podReadiness.ts says what it is and why it is only the first). Exits 0
// (ready; a note on stdout when the shell could not run it but the pod is ready anyway) or 1 with
// one sentence on stderr.
import { errorMessage } from './canDeploy';
import { podReadiness, READINESS_BUDGET_MS } from './podReadiness';

const deadline = AbortSignal.timeout(READINESS_BUDGET_MS);

podReadiness({
  runtimeDir: process.env.NGINX_RUNTIME_DIR ?? '',
  folder: process.env.SITE_APP ?? '',
  siteRoot: process.env.SITE_ROOT ?? '',
  shell: process.env.SHELL_INTERNAL_URL ?? '',
  deadline,
  get: (url) => fetch(url, { signal: deadline }),
}).then(
  (verdict) => {
    if (verdict.ready) {
      if (verdict.note) console.log(`ready; ${verdict.note}`);
      process.exit(0);
    }
    console.error(`not ready: ${verdict.reason}`);
    process.exit(1);
  },
  (error: unknown) => {
    console.error(`not ready: ${errorMessage(error)}`);
    process.exit(1);
  },
);
