// Test support: the real local-services content API in a child process on an ephemeral port,
// and the site config pointed at it. Tests only; never imported by app code.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resetSiteConfigForTests } from '@site/shared/config';
import { resetContentClientForTests } from '../contentClient';

const repoRoot = path.resolve(__dirname, '../../../..');
const SERVER_SCRIPT = path.join(repoRoot, 'local-services/test/contentServerProcess.mjs');
const SAMPLE_FILE = path.join(repoRoot, 'local-services/data/content-export.json');

export interface RunningServer {
  host: string;
  stop: () => Promise<void>;
}

export function startContentServer(): Promise<RunningServer> {
  const child = spawn(process.execPath, [SERVER_SCRIPT], {
    env: { ...process.env, CONTENT_EXPORT_FILE: SAMPLE_FILE },
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const [line] = output.split('\n');
      if (output.includes('\n') && line) {
        const { port } = JSON.parse(line) as { port: number };
        resolve({ host: `127.0.0.1:${port}`, stop });
      }
    });
    child.once('exit', (code) => reject(new Error(`content server exited (${code}): ${errors}`)));
  });
}

export function useContentConfig(host: string, accessToken = 'local-delivery-token'): void {
  window.__SITE_CONFIG__ = {
    content: { host, insecure: true, space: 'local-space', environment: 'master', accessToken },
  };
  resetSiteConfigForTests();
  resetContentClientForTests();
}

interface SampleEntry {
  sys: {
    id: string;
    createdAt: string;
    publishedVersion?: number;
    contentType?: { sys: { id: string } };
  };
  fields: Record<string, Record<string, unknown> | undefined>;
}

/** The sample export's published entries of a type, for expectations independent of the API. */
export function sampleEntries(contentType: 'project' | 'blogPost'): SampleEntry[] {
  const data = JSON.parse(readFileSync(SAMPLE_FILE, 'utf8')) as { entries: SampleEntry[] };
  return data.entries.filter(
    (entry) =>
      entry.sys.contentType?.sys.id === contentType && entry.sys.publishedVersion !== undefined,
  );
}

export const byNewest = (a: SampleEntry, b: SampleEntry) =>
  a.sys.createdAt < b.sys.createdAt ? 1 : a.sys.createdAt > b.sys.createdAt ? -1 : 0;

export const english = (entry: SampleEntry, field: string) => entry.fields[field]?.['en-US'];

export const GEORGIAN = /[\u10D0-\u10FF]/;
