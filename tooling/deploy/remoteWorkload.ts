// A remote's workload in the Kubernetes base, made from its entry in the federation table: the
// Deployment, its Service, disruption budget and autoscaler, all alike but for what the table
// says the remote does. A renderer needs more memory and room for its kept pages; the content
// service's remote holds the webhook and preview secrets and reaches its peers; a form server
// holds the mail key. Its readiness is its image's health check (every server in it, and until
// it is first ready, the shell's shared contract), and Prometheus in the namespace may
// scrape the metrics of the Node server it runs, if any.
import {
  CONTAINER_PORTS,
  metricsPorts,
  serverIdentity,
} from '../../platform/src/composition/serverIdentity.ts';
import type { RemoteDefinition } from '../../shared/src/federation/remotes.ts';
import { GENERATE_COMMAND } from './markedSections.ts';

type Table = Readonly<Record<string, RemoteDefinition>>;

const SECRETS = {
  contentService: ['CONTENT_WEBHOOK_SECRET', 'PREVIEW_SECRET', 'CONTENT_PREVIEW_TOKEN'],
  formServer: ['MAIL_PRIVATE_KEY'],
} as const;

const indent = (text: string, spaces: number) => text.replace(/^(?=.)/gm, ' '.repeat(spaces));

// The image's own health check (nginx/healthcheck.sh, readiness.cjs): the pod alone, but for a
// first-readiness gate (docs/operations.md#shared-contract-changes).
const READINESS_PROBE = `# Ready when every server in the container answers (the image's HEALTHCHECK:
# one Node process, done within 2 s). Until it is first ready it also asks the
# shell it is composed with (SHELL_INTERNAL_URL): a new version that shell
# cannot run, while the version serving now can, waits, and the rollout stops
# there (maxUnavailable: 0) while the old pods keep serving. A pod that has
# been ready never asks again (has-been-ready in /tmp, an emptyDir).
readinessProbe:
  exec:
    command:
      - sh
      - /etc/site/nginx/healthcheck.sh
  periodSeconds: 10
  timeoutSeconds: 5
  failureThreshold: 2
`;

function secretVariables(remote: RemoteDefinition): string {
  const names = [
    ...(remote.contentService ? SECRETS.contentService : []),
    ...(remote.formServer ? SECRETS.formServer : []),
  ];
  if (names.length === 0) return '';
  return `# Merged with the variables every workload reads (site-pod.yaml): only this
# remote's server uses these secrets, so only this workload holds them.
env:
${names
  .map(
    (name) => `  - name: ${name}
    valueFrom:
      secretKeyRef:
        name: site-secrets
        key: ${name}
`,
  )
  .join('')}`;
}

/**
 * The pods Prometheus runs in (the site's namespace): the one peer besides the entry that may reach
 * a remote, and only on its metrics port.
 */
export const PROMETHEUS_POD_LABELS = { 'app.kubernetes.io/name': 'prometheus' } as const;

/** A remote that runs a Node server: Prometheus in the namespace scrapes its metrics port. */
function scrapedBy(name: string): string {
  const labels = Object.entries(PROMETHEUS_POD_LABELS)
    .map(([key, value]) => `              ${key}: ${value}\n`)
    .join('');
  return `---
# Prometheus in the namespace scrapes the metrics of ${name}'s Node server (its containerPort
# named metrics; docs/operations.md#metrics), and nothing else of it.
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: ${name}-from-prometheus
spec:
  podSelector:
    matchLabels:
      app.kubernetes.io/name: ${name}
  policyTypes:
    - Ingress
  ingress:
    - from:
        - podSelector:
            matchLabels:
${labels}      ports:
        - protocol: TCP
          port: metrics
`;
}

/** The content service's remote: each pod passes a verified webhook on to every other one. */
function peers(name: string): string {
  return `---
# Every ready ${name} pod by its own address (no load balancing): the renderer that receives a
# Contentful webhook passes it on to all of them (CONTENT_PEERS), so every replica refreshes.
apiVersion: v1
kind: Service
metadata:
  name: ${name}-peers
  labels:
    app.kubernetes.io/name: ${name}
spec:
  clusterIP: None
  selector:
    app.kubernetes.io/name: ${name}
  ports:
    - name: http
      port: 8080
      targetPort: http
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: ${name}-from-${name}
spec:
  podSelector:
    matchLabels:
      app.kubernetes.io/name: ${name}
  policyTypes:
    - Ingress
  ingress:
    - from:
        - podSelector:
            matchLabels:
              app.kubernetes.io/name: ${name}
      ports:
        - protocol: TCP
          port: 8080
`;
}

export function remoteWorkload(name: string, table: Table): string {
  const remote = table[name];
  if (!remote) throw new Error(`${name} is not in the federation table`);
  const identity = serverIdentity({ SITE_APP: remote.folder }, table);
  const renderer = identity.pages === 'renderer';
  const scraped = metricsPorts(identity).length > 0;
  const metricsPort = scraped
    ? `    # Its Node server's metrics (GET /metrics), for Prometheus in the namespace
    # only: no Service routes to it.
    - name: metrics
      containerPort: ${CONTAINER_PORTS.metrics}
`
    : '';
  const container = `- name: site
  image: site/${name}:latest
  ports:
    - name: http
      containerPort: ${CONTAINER_PORTS.nginx}
${metricsPort}  # configure.sh writes the server's nginx files (and prerenders its pages) before nginx starts.
  startupProbe:
    httpGet:
      path: /healthz
      port: http
    periodSeconds: 2
    failureThreshold: 30
${indent(READINESS_PROBE, 2)}  # Only nginx: start-servers.sh restarts the remote's own server within a
  # second, which must not restart the container.
  livenessProbe:
    httpGet:
      path: /healthz
      port: http
    periodSeconds: 10
    timeoutSeconds: 5
    failureThreshold: 3
${indent(secretVariables(remote), 2)}  resources:
    requests:
      cpu: ${renderer ? '100m' : '50m'}
      memory: ${renderer ? '256Mi' : '128Mi'}
    limits:
      cpu: ${renderer ? "'1'" : '500m'}
      memory: ${renderer ? '768Mi' : '384Mi'}
`;
  return `# The ${name} remote (${remote.folder}): generated by \`${GENERATE_COMMAND}\` from its entry in
# shared/src/federation/remotes.ts; do not edit by hand. Reached only through the entry
# (network-policies.yaml)${scraped ? ', and scraped by Prometheus' : ''}. docker-compose.yml: \`${name}\`.
apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
  labels:
    app.kubernetes.io/name: ${name}
    app.kubernetes.io/component: remote
spec:
  selector:
    matchLabels:
      app.kubernetes.io/name: ${name}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: ${name}
        app.kubernetes.io/component: remote
    spec:
      containers:
${indent(container, 8)}      volumes:
        # nginx's runtime files${renderer ? ", its one-second cache (at most 256 MB)\n        # and the renderer's kept pages" : ''}.
        - name: tmp
          emptyDir:
            sizeLimit: ${renderer ? '1Gi' : '256Mi'}
---
apiVersion: v1
kind: Service
metadata:
  name: ${name}
  labels:
    app.kubernetes.io/name: ${name}
spec:
  selector:
    app.kubernetes.io/name: ${name}
  ports:
    - name: http
      port: 8080
      targetPort: http
${remote.contentService ? peers(name) : ''}${scraped ? scrapedBy(name) : ''}---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: ${name}
spec:
  maxUnavailable: 1
  selector:
    matchLabels:
      app.kubernetes.io/name: ${name}
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: ${name}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: ${name}
  minReplicas: 2
  maxReplicas: ${renderer ? 6 : 4}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: 70
`;
}
