// Test support: the real local-services content API in a child process on an ephemeral port,
// serving the sample export, and the site config pointed at it. Tests only; never imported by app
// code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resetSiteConfigForTests } from '@site/shared/config';
import {
  startContentServer as startLocalServices,
  type RunningServer,
} from '../../../../local-services/test/contentServer';
import { resetContentClientForTests } from '../contentClient';

const SAMPLE_FILE = path.resolve(__dirname, '../../../../local-services/data/content-export.json');

export type { RunningServer };

export function startContentServer(): Promise<RunningServer> {
  return startLocalServices({ CONTENT_EXPORT_FILE: SAMPLE_FILE });
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
