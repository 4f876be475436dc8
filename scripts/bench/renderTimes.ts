// The content renderer drawing a page: each request goes to the renderer itself (not through the
// content server's nginx), sequentially, for an address it has not drawn before (it keeps every
// page it drew), and its wall-clock time is one sample.

import { percentile } from './percentile.ts';

export interface RenderTimes {
  renders: number;
  p50Ms: number;
  p95Ms: number;
}

/**
 * Renders each of `paths` (`/_page/projects`, `/_region/ka/BlogTeaser`…) once in each language
 * and reports p50/p95 of the render times, in ms. Every answer must be a 200 the renderer drew
 * for this request (`X-Renderer-Cache: MISS`), never its kept copy.
 */
export async function renderTimes(
  rendererUrl: string,
  paths: readonly string[],
): Promise<RenderTimes> {
  const samples: number[] = [];
  for (const path of paths) {
    for (const language of ['ka', 'en']) {
      const started = performance.now();
      const response = await fetch(`${rendererUrl}${path}`, {
        headers: { 'X-Site-Language': language },
      });
      await response.text();
      const drawn = response.headers.get('x-renderer-cache');
      if (response.status !== 200) throw new Error(`${path} [${language}]: ${response.status}`);
      // Drawn already (a page the visits above asked for): not a render.
      if (drawn !== 'MISS') continue;
      samples.push(performance.now() - started);
    }
  }
  samples.sort((a, b) => a - b);
  return {
    renders: samples.length,
    p50Ms: Math.round(percentile(samples, 0.5)),
    p95Ms: Math.round(percentile(samples, 0.95)),
  };
}
