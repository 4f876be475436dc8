// The content renderer on a cache miss: each request goes to the renderer itself (not through
// the content server's cache), sequentially, and its wall-clock time is one sample.

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/**
 * Renders each of `paths` (`/_page/projects`, `/_region/ka/BlogTeaser`…) `rounds` times in each
 * language and reports p50/p95 of the render times, in ms. Every answer must be 200.
 */
export async function renderTimes(rendererUrl, paths, { rounds = 10 } = {}) {
  const samples = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const path of paths) {
      for (const language of ['ka', 'en']) {
        const started = performance.now();
        const response = await fetch(`${rendererUrl}${path}`, {
          headers: { 'X-Site-Language': language },
        });
        await response.text();
        if (response.status !== 200) throw new Error(`${path} [${language}]: ${response.status}`);
        samples.push(performance.now() - started);
      }
    }
  }
  samples.sort((a, b) => a - b);
  return {
    renders: samples.length,
    p50Ms: Math.round(percentile(samples, 0.5)),
    p95Ms: Math.round(percentile(samples, 0.95)),
  };
}
