// The soak: the content outage end-to-end test (e2e/tests/content-outage.spec.ts) held for over ten
// minutes on a site of its own. The test asserts that every kept page is served whole and never
// waits on the failing service; how fast those answers came is measured here, from the answer times
// it writes out.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '../lib/processes.ts';
import { percentile } from './percentile.ts';

export interface AnswerTimes {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  answers: number;
}

export interface Soak {
  passed: boolean;
  minutes: number;
  seconds: number;
  /** Each page in turn, and fifty at once; undefined when the test stopped before writing them. */
  inTurn?: AnswerTimes;
  atOnce?: AnswerTimes;
}

function summary(samples: readonly number[]): AnswerTimes {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) => Math.round(percentile(sorted, fraction));
  return { p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1), answers: sorted.length };
}

export async function outageSoak(options: {
  repoRoot: string;
  minutes: number;
  portBase: number;
}): Promise<Soak> {
  const began = Date.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-outage-'));
  const timesFile = path.join(dir, 'times.json');
  try {
    const passed = await run(
      path.join(options.repoRoot, 'node_modules/.bin/playwright'),
      ['test', 'tests/content-outage.spec.ts', '--project', 'long', '--no-deps'],
      {
        cwd: path.join(options.repoRoot, 'e2e'),
        env: {
          ...process.env,
          CONTENT_OUTAGE_MINUTES: String(options.minutes),
          CONTENT_OUTAGE_TIMES_FILE: timesFile,
          E2E_PORT_BASE: String(options.portBase),
        },
      },
    ).then(
      () => true,
      () => false,
    );
    const soak: Soak = {
      passed,
      minutes: options.minutes,
      seconds: Math.round((Date.now() - began) / 1000),
    };
    try {
      const times = JSON.parse(readFileSync(timesFile, 'utf8')) as {
        inTurn: number[];
        atOnce: number[];
      };
      return { ...soak, inTurn: summary(times.inTurn), atOnce: summary(times.atOnce) };
    } catch {
      return soak;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The soak's part of the bench report. */
export function soakReport(soak: Soak | undefined): string {
  if (!soak) return 'Soak: not run (--no-soak).';
  const times = (label: string, t: AnswerTimes | undefined) =>
    t
      ? `| ${label} | ${t.answers} | ${t.p50Ms} | ${t.p99Ms} | ${t.maxMs} |`
      : `| ${label} | not recorded | | | |`;
  return [
    `### Soak: the content service hung, refusing and failing for ${soak.minutes} minutes`,
    '',
    `Every kept page served whole, in both languages, and none waited on the failing service (each under the entry's 1 s wait for a renderer), throughout: ${soak.passed ? 'yes' : 'NO'} (${soak.seconds} s; \`e2e/tests/content-outage.spec.ts\` with CONTENT_OUTAGE_MINUTES=${soak.minutes}).`,
    '',
    '| answers | count | p50 ms | p99 ms | max ms |',
    '| --- | --: | --: | --: | --: |',
    times('each page in turn', soak.inTurn),
    times('fifty at once', soak.atOnce),
  ].join('\n');
}
