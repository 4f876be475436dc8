// The sample export, read directly, so tests derive expectations from the data (not from the
// server under test).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SAMPLE_EXPORT_FILE = fileURLToPath(
  new URL('../data/content-export.json', import.meta.url),
);

export interface ExportField {
  id: string;
  type: string;
  localized: boolean;
  required: boolean;
  linkType?: string;
  items?: { type: string; linkType?: string };
  validations: Record<string, unknown>[];
}

export interface ExportDocument {
  sys: {
    id: string;
    createdAt: string;
    publishedVersion?: number;
    contentType?: { sys: { id: string } };
  };
  fields: Record<string, Record<string, unknown>>;
}

export interface ExportData {
  contentTypes: { sys: { id: string }; fields: ExportField[] }[];
  entries: ExportDocument[];
  assets: ExportDocument[];
  locales: { code: string; default: boolean; fallbackCode: string | null }[];
}

export function readSample(file = SAMPLE_EXPORT_FILE): ExportData {
  return JSON.parse(readFileSync(file, 'utf8')) as ExportData;
}

export const isPublished = (document: ExportDocument) =>
  document.sys.publishedVersion !== undefined;

export function publishedOfType(data: ExportData, contentType: string): ExportDocument[] {
  return data.entries.filter(
    (entry) => entry.sys.contentType?.sys.id === contentType && isPublished(entry),
  );
}

export const newestFirst = (a: ExportDocument, b: ExportDocument) =>
  a.sys.createdAt < b.sys.createdAt ? 1 : a.sys.createdAt > b.sys.createdAt ? -1 : 0;

export const en = (document: ExportDocument, field: string) => document.fields[field]?.['en-US'];

export const GEORGIAN = /[\u10D0-\u10FF]/;
