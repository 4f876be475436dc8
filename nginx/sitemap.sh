#!/bin/sh
# Writes $NGINX_RUNTIME_DIR/sitemap.xml and robots.txt for the entry server: every static route of
# docs/product.md#routes and every project and blog post slug, read from the content service when
# the container starts (retried while it is still starting). Each URL lists its Georgian and English
# addresses (?lang=ka / ?lang=en) as alternates.
set -u

: "${NGINX_RUNTIME_DIR:?}"
: "${SITE_URL:?}"
site=${SITE_URL%/}
scheme=https
[ "${CONTENT_INSECURE:-false}" = true ] && scheme=http
api="$scheme://${CONTENT_INTERNAL_HOST:-$CONTENT_HOST}/spaces/$CONTENT_SPACE/environments/$CONTENT_ENVIRONMENT/entries"

fetch() {
  if command -v curl >/dev/null 2>&1; then
    curl -fsS --max-time 10 -H "Authorization: Bearer $CONTENT_ACCESS_TOKEN" "$1"
  else
    wget -q -T 10 -O - --header "Authorization: Bearer $CONTENT_ACCESS_TOKEN" "$1"
  fi
}

slugs() {
  fetch "$api?content_type=$1&select=fields.slug&limit=1000" |
    grep -o '"slug" *: *"[^"]*"' | sed 's/.*: *"\([^"]*\)"/\1/' | grep -E '^[A-Za-z0-9._~-]+$'
}

url() {
  printf '  <url><loc>%s%s</loc>' "$site" "$1"
  printf '<xhtml:link rel="alternate" hreflang="ka" href="%s%s?lang=ka"/>' "$site" "$1"
  printf '<xhtml:link rel="alternate" hreflang="en" href="%s%s?lang=en"/>' "$site" "$1"
  printf '<xhtml:link rel="alternate" hreflang="x-default" href="%s%s"/></url>\n' "$site" "$1"
}

write_sitemap() {
  tmp="$NGINX_RUNTIME_DIR/sitemap.xml.tmp"
  {
    echo '<?xml version="1.0" encoding="UTF-8"?>'
    echo '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
    for route in / /services /projects /about /blog /contact \
      /services/engineering-systems /services/fire-safety /services/electrical /services/hvac \
      /services/water-supply /services/service /services/heating-cooling; do
      url "$route"
    done
    for slug in $1; do url "/projects/$slug"; done
    for slug in $2; do url "/blog/$slug"; done
    echo '</urlset>'
  } > "$tmp"
  mv "$tmp" "$NGINX_RUNTIME_DIR/sitemap.xml"
}

printf 'User-agent: *\nAllow: /\nDisallow: /mfe/\nSitemap: %s/sitemap.xml\n' "$site" > "$NGINX_RUNTIME_DIR/robots.txt"

# Static routes at once, so /sitemap.xml always answers; slugs as soon as the content answers.
write_sitemap "" ""
attempt=0
while [ "$attempt" -lt "${SITEMAP_ATTEMPTS:-30}" ]; do
  projects=$(slugs project) && posts=$(slugs blogPost) && [ -n "$projects$posts" ] && {
    write_sitemap "$projects" "$posts"
    exit 0
  }
  attempt=$((attempt + 1))
  [ "$attempt" -lt "${SITEMAP_ATTEMPTS:-30}" ] && sleep 2
done
echo "sitemap: the content service did not answer; only static routes are listed" >&2
