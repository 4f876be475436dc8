// Reading Prometheus' text format back: for the tests and probes that check what a server's
// /metrics says. Import-free, so the end-to-end tests load it as it is.

/** The labels of a sample line's braces: `route="/blog",status="200"`. */
function labelsOf(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => [
      name ?? '',
      (value ?? '').replace(/\\(.)/g, (_, escaped: string) => (escaped === 'n' ? '\n' : escaped)),
    ]),
  );
}

/**
 * The value of the sample `name` with exactly these labels (`{ route: '/blog', status: '200' }`)
 * in an exposition, or undefined when there is none.
 */
export function sampleValue(
  exposition: string,
  name: string,
  labels: Readonly<Record<string, string>> = {},
): number | undefined {
  for (const line of exposition.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = labelsOf(match[2] ?? '');
    const wanted = Object.entries(labels);
    if (wanted.length !== Object.keys(have).length) continue;
    if (wanted.every(([label, value]) => have[label] === value)) return Number(match[3]);
  }
  return undefined;
}

/** Every label set `name` has a sample for in an exposition. */
export function sampleLabels(exposition: string, name: string): Record<string, string>[] {
  return exposition
    .split('\n')
    .map((line) => /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? \S+/.exec(line))
    .filter((match) => match?.[1] === name)
    .map((match) => labelsOf(match?.[2] ?? ''));
}
