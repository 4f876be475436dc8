#!/bin/sh
# Renders the site's runtime files for one server into $NGINX_RUNTIME_DIR: nginx.conf, the
# snippets, servers/$SERVER_NAME.conf and config.js. Used by every container's entrypoint and by
# `npm run preview`, so both run the very same configuration.
#
#   SITE_ROLE=entry|remote      which server template to use
#   SERVER_NAME=entry|company…  file name of the rendered server block
#   SITE_ENV_FILE               defaults (nginx/site.env); the environment overrides them
#   NGINX_RUNTIME_DIR           writable folder for everything nginx writes
#   SITE_ROOT                   folder of the app's built files
#   SITE_PAGES=prerendered|renderer  a remote's pages: rendered here at start (company, contact),
#                               or by a renderer process on request (content, on RENDERER_PORT)
set -eu

here=$(cd "$(dirname "$0")" && pwd)
: "${SITE_ROLE:?SITE_ROLE must be entry or remote}"
: "${NGINX_RUNTIME_DIR:?}"
: "${SITE_ROOT:?}"
: "${SITE_ENV_FILE:=$here/site.env}"
: "${SERVER_NAME:=$SITE_ROLE}"
: "${NGINX_CONF_DIR:=/etc/nginx}"
: "${NGINX_ACCESS_LOG:=/dev/stdout site}"
: "${NGINX_ERROR_LOG:=/dev/stderr}"
: "${SITE_PAGES:=prerendered}"
: "${RENDERER_PORT:=8081}"

command -v node >/dev/null 2>&1 || { echo "render.sh: node is required (every image copies it)" >&2; exit 1; }
# Reads the variables and fills in the templates: the same code as the dev servers' /config.js.
site_env() { node "$here/site-env.mjs" "$@"; }

# Defaults for every variable the environment does not set.
defaults=$(site_env defaults "$SITE_ENV_FILE")
eval "$defaults"

# The origin (scheme://host[:port]) of an absolute http(s) URL; nothing for a relative path.
origin() {
  case "$1" in
    http://* | https://*) printf '%s' "$1" | sed -E 's#^(https?://[^/?#]+).*#\1#' ;;
  esac
}

# The words of a list, each once, in order (several services may share one origin).
unique() {
  printf '%s\n' $* | awk 'NF && !seen[$0]++' | tr '\n' ' ' | sed 's/ $//'
}

content_scheme=https
[ "${CONTENT_INSECURE:-false}" = true ] && content_scheme=http
content_origin="$content_scheme://$CONTENT_HOST"
remote_origins="$(origin "$REMOTE_COMPANY_URL") $(origin "$REMOTE_CONTENT_URL") $(origin "$REMOTE_CONTACT_URL")"
connect_src="'self' $content_origin $(origin "$MAIL_ORIGIN") $(origin "$GEO_PRIMARY_URL") $(origin "$GEO_FALLBACK_URL") $remote_origins"
img_src="'self' data: $content_origin $CONTENT_ASSET_ORIGINS"
frame_src="$(origin "$COMPANY_MAP_EMBED_URL")"
connect_src=$(unique "$connect_src")
img_src=$(unique "$img_src")
remote_origins=$(unique "$remote_origins")
# Scripts only from the site and the remotes' origins: no inline script, no eval.
CONTENT_SECURITY_POLICY=$(printf '%s' "default-src 'self'; script-src 'self'${remote_origins:+ $remote_origins}; style-src 'self' 'unsafe-inline'; img-src $img_src; font-src 'self'; connect-src $connect_src; frame-src ${frame_src:-'none'}; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'" | tr -s ' ')
export CONTENT_SECURITY_POLICY NGINX_RUNTIME_DIR SITE_ROOT NGINX_CONF_DIR NGINX_ACCESS_LOG NGINX_ERROR_LOG RENDERER_PORT

mkdir -p "$NGINX_RUNTIME_DIR/servers" "$NGINX_RUNTIME_DIR/snippets" "$NGINX_RUNTIME_DIR/cache"

# Keep-alive towards the remotes and the renderer. nginx reuses connections only to an `upstream`
# group, whose names it resolves once, at start, unless the server has `resolve` (open-source nginx
# 1.27.3 and later), which looks them up at run time: the entry then starts while a remote is down
# and follows a redeployed one to its new address. So: an address (preview) or a name with such an
# nginx gets a group with kept-alive connections; a name with an older nginx stays a per-request
# lookup (proxy_pass with a variable), without keep-alive. Each prints what proxy_pass names.
nginx_version=$("${NGINX_BINARY:-nginx}" -v 2>&1 | sed -n 's#^nginx version: [^/]*/\([0-9.]*\).*#\1#p' || true)
resolves_at_run_time=false
if [ -n "$nginx_version" ] &&
  [ "$(printf '1.27.3\n%s\n' "$nginx_version" | sort -t. -k1,1n -k2,2n -k3,3n | head -n 1)" = 1.27.3 ]; then
  resolves_at_run_time=true
fi
upstreams_file="$NGINX_RUNTIME_DIR/servers/$SERVER_NAME-upstreams.conf"
: > "$upstreams_file"
# keepalive_group <group name> <host:port> [idle time-out]
keepalive_group() {
  timeout=${3:-50s}
  case "${2%:*}" in
    *[!0-9.]*)
      if [ "$resolves_at_run_time" != true ]; then
        printf '%s' "$2"
        return
      fi
      printf 'upstream %s {\n  zone %s 64k;\n  resolver %s valid=5s ipv6=off;\n  server %s resolve;\n  keepalive 64;\n  keepalive_timeout %s;\n}\n' \
        "$1" "$1" "$NGINX_RESOLVER" "$2" "$timeout" >> "$upstreams_file"
      ;;
    *)
      printf 'upstream %s {\n  server %s;\n  keepalive 64;\n  keepalive_timeout %s;\n}\n' \
        "$1" "$2" "$timeout" >> "$upstreams_file"
      ;;
  esac
  printf '%s' "$1"
}
if [ "$SITE_ROLE" = entry ]; then
  COMPANY_PASS=$(keepalive_group company_remote "$COMPANY_UPSTREAM")
  CONTENT_PASS=$(keepalive_group content_remote "$CONTENT_UPSTREAM")
  CONTACT_PASS=$(keepalive_group contact_remote "$CONTACT_UPSTREAM")
fi
if [ "$SITE_ROLE" = remote ] && [ "$SITE_PAGES" = renderer ]; then
  # Node closes an idle connection after 5 s: nginx lets go of it first.
  RENDERER_PASS=$(keepalive_group "${SERVER_NAME}_renderer" "127.0.0.1:$RENDERER_PORT" 4s)
fi
export COMPANY_PASS CONTENT_PASS CONTACT_PASS RENDERER_PASS

# Brotli, where this nginx has the modules (Debian: libnginx-mod-http-brotli-static and -filter;
# the official image has none). A module is loaded only when this nginx accepts it (built for
# another nginx it would stop nginx from starting), so an nginx without it keeps gzip alone.
: > "$NGINX_RUNTIME_DIR/modules.conf"
: > "$NGINX_RUNTIME_DIR/compression.conf"
module_loads() {
  probe_dir=$(mktemp -d "$NGINX_RUNTIME_DIR/module-probe.XXXXXX")
  printf 'load_module %s;\nerror_log stderr;\nevents {}\n' "$1" > "$probe_dir/probe.conf"
  loads=1
  if "${NGINX_BINARY:-nginx}" -t -q -e stderr -p "$probe_dir/" -c "$probe_dir/probe.conf" >/dev/null 2>&1; then
    loads=0
  fi
  rm -rf "$probe_dir"
  return $loads
}
for modules_dir in ${NGINX_MODULES_DIRS:-/usr/lib/nginx/modules /etc/nginx/modules /usr/share/nginx/modules}; do
  static_module="$modules_dir/ngx_http_brotli_static_module.so"
  filter_module="$modules_dir/ngx_http_brotli_filter_module.so"
  [ -f "$static_module" ] && module_loads "$static_module" || continue
  echo "load_module $static_module;" >> "$NGINX_RUNTIME_DIR/modules.conf"
  echo "brotli_static on;" >> "$NGINX_RUNTIME_DIR/compression.conf"
  if [ -f "$filter_module" ] && module_loads "$filter_module"; then
    echo "load_module $filter_module;" >> "$NGINX_RUNTIME_DIR/modules.conf"
    cat >> "$NGINX_RUNTIME_DIR/compression.conf" <<'CONF'
brotli on;
brotli_comp_level 5;
brotli_min_length 256;
brotli_types text/plain text/css text/xml application/javascript application/json
  application/manifest+json image/svg+xml application/xml;
CONF
  fi
  break
done
# Only the named variables are replaced, so nginx's own $uri, $host… survive.
nginx_vars='$PORT $SERVER_NAME $NGINX_ERROR_LOG $SITE_ROOT $NGINX_RUNTIME_DIR $NGINX_CONF_DIR $NGINX_ACCESS_LOG $NGINX_RESOLVER $COMPANY_UPSTREAM $CONTENT_UPSTREAM $CONTACT_UPSTREAM $CONTENT_SECURITY_POLICY $RENDERER_PORT $COMPANY_PASS $CONTENT_PASS $CONTACT_PASS $RENDERER_PASS'
site_env substitute "$nginx_vars" \
  "$here/templates/nginx.conf.template" "$NGINX_RUNTIME_DIR/nginx.conf" \
  "$here/templates/$SITE_ROLE.conf.template" "$NGINX_RUNTIME_DIR/servers/$SERVER_NAME.conf"
if [ "$SITE_ROLE" = remote ]; then
  site_env substitute "$nginx_vars" \
    "$here/templates/pages/$SITE_PAGES.conf.template" "$NGINX_RUNTIME_DIR/servers/$SERVER_NAME.pages.inc"
fi
cp "$here"/snippets/*.conf "$NGINX_RUNTIME_DIR/snippets/"

site_env config-js "$here/config.js.template" "$SITE_ENV_FILE" "$NGINX_RUNTIME_DIR/config.js"

# Pages rendered on the server from this container's configuration (the values config.js gives
# the browser): a remote's pages, or for the entry the shell's parts of every page and its route
# → owner table. Until that succeeds, the entry's table sends every route to the client-rendered
# document, so a renderer that fails costs speed, never the site.
: "${SITE_SERVER_RENDERER:=$SITE_ROOT/../dist-server/render.cjs}"
pages_dir="$NGINX_RUNTIME_DIR/pages/$SERVER_NAME"
owners_file="$NGINX_RUNTIME_DIR/page-owners.conf"
if [ "$SITE_ROLE" = entry ]; then printf 'map $uri $page_owner {\n  default client;\n}\n' > "$owners_file"; fi
if [ "$SITE_ROLE" = remote ] && [ "$SITE_PAGES" = renderer ]; then
  : # rendered on request by the renderer process (start-renderer.sh), not here
elif [ -f "$SITE_SERVER_RENDERER" ]; then
  rm -rf "$pages_dir" "$pages_dir.partial"
  if SITE_CONFIG_FILE="$NGINX_RUNTIME_DIR/config.js" SITE_PAGES_DIR="$pages_dir.partial" \
    PAGE_OWNERS_FILE="$owners_file.partial" node "$SITE_SERVER_RENDERER"; then
    mv "$pages_dir.partial" "$pages_dir"
    [ -f "$owners_file.partial" ] && mv "$owners_file.partial" "$owners_file"
  else
    echo "render.sh: server rendering failed; $SERVER_NAME pages are rendered in the browser" >&2
    rm -rf "$pages_dir.partial" "$owners_file.partial"
  fi
else
  echo "render.sh: no server renderer ($SITE_SERVER_RENDERER); pages are rendered in the browser" >&2
fi

# The entry also serves robots.txt and a sitemap built from the content service; that lookup
# runs in the background so nginx starts at once.
if [ "$SITE_ROLE" = entry ]; then
  export SITE_URL CONTENT_HOST CONTENT_INTERNAL_HOST CONTENT_INSECURE CONTENT_SPACE CONTENT_ENVIRONMENT CONTENT_ACCESS_TOKEN
  sh "$here/sitemap.sh" &
fi
