// Stand-in for the two IP-geolocation services of docs/product.md#country-lookup. The primary
// answers like ipapi (`{ country_code }`), the fallback like ip-api (`{ countryCode }`, with
// ?fields=countryCode). The country is GEO_COUNTRY (default GE); tests change it, or make a
// service fail, at run time with
// POST /geo/__control {"country": "US", "primary": "fail", "fallback": "ok"}.
import { readBody, sendJson, type RequestHandler } from '../http/respond.ts';

export interface GeoOptions {
  country?: string;
}

/** What the control endpoint sets: the country, and whether each service answers ('ok'). */
interface GeoState {
  country: string;
  primary: string;
  fallback: string;
}

export function createGeoService({
  country = process.env.GEO_COUNTRY ?? 'GE',
}: GeoOptions = {}): RequestHandler {
  const state: GeoState = { country, primary: 'ok', fallback: 'ok' };

  return async function handleGeo(request, response, url) {
    if (url.pathname === '/geo/__control' && request.method === 'POST') {
      const body: unknown = JSON.parse((await readBody(request)) || '{}');
      Object.assign(state, body);
      sendJson(response, 200, state);
      return true;
    }
    if (url.pathname === '/geo/__control' && request.method === 'GET') {
      sendJson(response, 200, state);
      return true;
    }
    if (url.pathname.startsWith('/geo/primary')) {
      if (state.primary !== 'ok') sendJson(response, 503, { error: true, reason: 'unavailable' });
      else sendJson(response, 200, { ip: '127.0.0.1', country_code: state.country || null });
      return true;
    }
    if (url.pathname.startsWith('/geo/fallback')) {
      if (state.fallback !== 'ok') sendJson(response, 503, { status: 'fail' });
      else sendJson(response, 200, { countryCode: state.country || '' });
      return true;
    }
    return false;
  };
}
