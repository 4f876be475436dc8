# Every app's image, from one file: the entry (shell) and each remote of the federation table.
# Build from the repository root, naming the app's folder:
#   docker build --build-arg APP=mfe-content -t site/content .
# Nothing below names an app. What differs between them is decided when the container starts, by
# the app's own compose.cjs from the federation table (shared/src/federation/remotes.ts): the
# entry or a remote, its pages prerendered or drawn by a renderer, a server of its own or none.
# The base images are build arguments, so the same file builds with the official images or with
# locally made stand-ins (scripts/containers); nothing below relies on either one's extras.
ARG NODE_IMAGE=node:24-bookworm-slim
# Debian-based: the server renderer's Node binary (copied from the Node image) needs glibc.
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-bookworm
# Where the app's bundle comes from: `source` (installed and built here, as every deploy does) or
# `prebuilt` (the dist/ and dist-server/ that `npm run build` made outside, handed in under
# prebuilt/<APP>/: `npm run test:containers` reuses the builds `npm test` made; see build-prebuilt).
ARG APP_BUILD=source

# --- manifests: the lock file and every workspace's package.json, found rather than listed, so a
# new workspace needs no line here. This stage sees every source file, but the next one copies
# only what it found: BuildKit compares the copied files' contents, so the install below is
# rebuilt only when a manifest changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
    && find . -name node_modules -prune -o -name package.json -type f -print \
       | xargs cp --parents -t /manifests \
    && cp package-lock.json /manifests/

# --- dependencies: the same for every app, so one build's layer serves them all. What a production
# build needs: the root package's `dependencies` (webpack, its loaders and plugins) and the
# workspaces' own, with the peers npm keeps for them. The root's `devDependencies` are what checks
# the site (jest, ESLint, Lighthouse, the pinned Node package): about half the packages, which an
# image would download and unpack for nothing (docs/architecture.md#toolchain).
FROM ${NODE_IMAGE} AS deps
ARG NPM_CONFIG_REGISTRY=https://registry.npmjs.org/
ENV NPM_CONFIG_REGISTRY=${NPM_CONFIG_REGISTRY} \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
WORKDIR /src
COPY --from=manifests /manifests/ ./
# No install scripts run here: none of the build's packages needs one (the project allows only the
# `node` package's, a development dependency that the image's own Node replaces).
# `npm install --no-save` is the fallback for a lock file that lacks another platform's optional
# packages (docs/architecture.md#toolchain).
RUN npm ci --omit=dev --ignore-scripts \
    || { echo 'npm ci refused the lock file: installing the locked versions with npm install'; \
         npm install --no-save --omit=dev --ignore-scripts; }

# --- build-source: the production bundle of the one app named by APP (its folder).
FROM deps AS build-source
ARG APP
RUN test -n "${APP}" || { echo 'APP must name the app folder: --build-arg APP=mfe-company' >&2; exit 1; }
COPY tooling/ tooling/
COPY nginx/ nginx/
COPY shared/ shared/
COPY platform/ platform/
COPY ${APP}/ ${APP}/
# One build, nothing kept: webpack's persistent cache (tooling/buildCache.ts) would only cost time.
RUN SITE_BUILD_CACHE=off npm run build -w ${APP} && mkdir -p ${APP}/dist-server

# --- build-prebuilt: the same bundle, made by the same `npm run build` from the same lock file
# outside the image, from prebuilt/<APP>/ (in the repository that folder holds only its README, so
# a build from the repository can only be `source`). It copies the whole folder, which exists in
# every context: Docker's legacy builder runs every stage, the unused one too.
FROM scratch AS build-prebuilt
COPY prebuilt/ /src/

FROM build-${APP_BUILD} AS build

# --- the Node runtime the app's server runs on (the build's own version).
FROM ${NODE_IMAGE} AS node-binary

# --- runtime: nginx as user 101, everything it writes under $NGINX_RUNTIME_DIR (a tmpfs), so the
# root file system can be read-only.
FROM ${NGINX_IMAGE} AS runtime
ARG APP
# SITE_APP is how the app's compose.cjs finds itself in the federation table.
ENV SITE_APP=${APP} \
    PORT=8080 \
    SITE_ROOT=/usr/share/site/html \
    SITE_ENV_FILE=/etc/site/nginx/site.env \
    NGINX_RUNTIME_DIR=/tmp/nginx \
    NGINX_CONF_DIR=/etc/nginx \
    ERROR_LOG_PORT=5140 \
    NGINX_ERROR_LOG=syslog:server=127.0.0.1:5140,nohostname,tag=nginx
COPY nginx/ /etc/site/nginx/
COPY --from=build /src/${APP}/dist/ /usr/share/site/html/
# The app's server code: compose.cjs (configure.sh runs it at start), the pages it prerenders with
# this container's configuration, and the server process it may run beside nginx (server.cjs: the
# content renderer, the contact form server, the entry's signals server; start-servers.sh keeps
# it running). Node comes from the build's own image (the same version).
COPY --from=node-binary /usr/local/bin/node /usr/local/bin/node
COPY --from=build /src/${APP}/dist-server/ /usr/share/site/dist-server/
# Debian's prometheus-nginx-exporter, which start-servers.sh runs beside nginx at the entry (the
# composition tells it where nginx's status is; docs/operations.md#metrics). A base image that has
# it already (the stand-ins of `npm run test:containers`, built without a network) keeps its own.
USER root
RUN command -v prometheus-nginx-exporter >/dev/null 2>&1 \
    || { apt-get update -qq \
         && apt-get install -y -qq --no-install-recommends prometheus-nginx-exporter \
         && rm -rf /var/lib/apt/lists/*; }
USER 101:101
EXPOSE 8080
STOPSIGNAL SIGQUIT
# Healthy when nginx and the app's own server, if it has one, answer (compose.cjs writes the list).
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD ["sh", "/etc/site/nginx/healthcheck.sh"]
# configure.sh writes nginx.conf, the server block and config.js from the environment and prerenders
# the pages; start-servers.sh starts the app's server, if it has one, and at the entry the nginx
# exporter, in the background; nginx then runs in the foreground as the container's main process.
ENTRYPOINT ["/bin/sh", "-c", "sh /etc/site/nginx/configure.sh && sh /etc/site/nginx/start-servers.sh && exec nginx -e stderr -c \"$NGINX_RUNTIME_DIR/nginx.conf\" -g 'daemon off;'"]
