// The sample export validates against its own content types, in both locales, and holds what
// the site needs (counts, statuses, featured items, every rich text node, images on disk).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GEORGIAN,
  isPublished,
  publishedOfType,
  readSample,
  type ExportDocument,
  type ExportField,
} from './contentSample.ts';

const data = readSample();
const LOCALES = ['en-US', 'ka'];
const typeOf = (entry: ExportDocument) => entry.sys.contentType?.sys.id ?? '';
const assetIds = new Set(data.assets.map((asset) => asset.sys.id));

/** The value a locale reads, with Contentful's fallback (and non-localized fields). */
function read(entry: ExportDocument, field: ExportField, locale: string): unknown {
  const values = entry.fields[field.id] ?? {};
  if (!field.localized) return values['en-US'];
  return values[locale] ?? (locale === 'ka' ? values['en-US'] : undefined);
}

function valueProblem(field: ExportField, value: unknown): string | null {
  switch (field.type) {
    case 'Symbol':
      return typeof value === 'string' && value.trim() !== '' && value.length <= 256
        ? null
        : 'not a short text';
    case 'Text':
      return typeof value === 'string' && value.trim() !== '' ? null : 'not a text';
    case 'Boolean':
      return typeof value === 'boolean' ? null : 'not a boolean';
    case 'Date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? null : 'not a date';
    case 'Array':
      return Array.isArray(value) && value.every((item) => typeof item === 'string' && item !== '')
        ? null
        : 'not a list of texts';
    case 'Link': {
      const link = value as { sys?: { type?: string; linkType?: string } };
      return link?.sys?.type === 'Link' && link.sys.linkType === field.linkType
        ? null
        : 'not a link';
    }
    case 'RichText':
      return (value as { nodeType?: string })?.nodeType === 'document'
        ? null
        : 'not a rich text document';
    default:
      return `unknown type ${field.type}`;
  }
}

test('locales: en-US is the default and ka falls back to it', () => {
  expect(
    data.locales.map(({ code, default: isDefault, fallbackCode }) => [
      code,
      isDefault,
      fallbackCode,
    ]),
  ).toEqual([
    ['en-US', true, null],
    ['ka', false, 'en-US'],
  ]);
});

test('content types project and blogPost have the fields of docs/product.md#content', () => {
  const fields = Object.fromEntries(
    data.contentTypes.map((type) => [type.sys.id, type.fields.map((field) => field.id)]),
  );
  expect(fields.project).toEqual([
    'slug',
    'title',
    'featuredImage',
    'status',
    'isFeatured',
    'client',
    'area',
    'services',
  ]);
  expect(fields.blogPost).toEqual([
    'slug',
    'title',
    'excerpt',
    'featuredImage',
    'content',
    'publishedDate',
    'isFeatured',
  ]);
});

test('every entry validates against its content type in both locales', () => {
  const problems: string[] = [];
  for (const entry of data.entries) {
    const contentType = data.contentTypes.find((type) => type.sys.id === typeOf(entry));
    if (!contentType) {
      problems.push(`${entry.sys.id}: unknown content type ${typeOf(entry)}`);
      continue;
    }
    for (const id of Object.keys(entry.fields)) {
      if (!contentType.fields.some((field) => field.id === id))
        problems.push(`${entry.sys.id}: unknown field ${id}`);
    }
    for (const field of contentType.fields) {
      if (!field.localized) {
        const extra = Object.keys(entry.fields[field.id] ?? {}).filter((code) => code !== 'en-US');
        if (extra.length > 0)
          problems.push(`${entry.sys.id}.${field.id}: not localized but has ${extra}`);
      }
      for (const locale of LOCALES) {
        const value = read(entry, field, locale);
        if (value === undefined) {
          if (field.required)
            problems.push(`${entry.sys.id}.${field.id}: required, missing in ${locale}`);
          continue;
        }
        const problem = valueProblem(field, value);
        if (problem) problems.push(`${entry.sys.id}.${field.id} (${locale}): ${problem}`);
        for (const validation of field.validations) {
          const allowed = validation.in as unknown[] | undefined;
          if (allowed && !allowed.includes(value))
            problems.push(`${entry.sys.id}.${field.id}: ${String(value)} not allowed`);
          const pattern = (validation.regexp as { pattern: string } | undefined)?.pattern;
          if (pattern && !new RegExp(pattern).test(String(value)))
            problems.push(`${entry.sys.id}.${field.id}: ${String(value)} does not match`);
        }
      }
      // Texts shown to visitors are written in both languages, not left to the fallback.
      if (field.required && field.localized) {
        for (const locale of LOCALES) {
          if (entry.fields[field.id]?.[locale] === undefined)
            problems.push(`${entry.sys.id}.${field.id}: no ${locale} value`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
});

test('slugs are unique per content type', () => {
  for (const type of ['project', 'blogPost']) {
    const slugs = publishedOfType(data, type).map((entry) => entry.fields.slug?.['en-US']);
    expect(new Set(slugs).size).toBe(slugs.length);
  }
});

test('Georgian texts are Georgian and English texts are not', () => {
  for (const entry of data.entries.filter(isPublished)) {
    for (const id of ['title', 'client', 'area', 'excerpt']) {
      const values = entry.fields[id];
      if (!values) continue;
      expect(`${id}: ${String(values.ka)}`).toMatch(GEORGIAN);
      expect(String(values['en-US'])).not.toMatch(GEORGIAN);
    }
  }
});

test('at least 26 projects: ongoing, completed and another status; several featured; some without client, area, services or image', () => {
  const projects = publishedOfType(data, 'project');
  expect(projects.length).toBeGreaterThanOrEqual(26);
  const statuses = new Set(projects.map((project) => project.fields.status?.['en-US']));
  expect([...statuses].sort()).toEqual(['completed', 'design', 'ongoing']);
  expect(
    projects.filter((project) => project.fields.isFeatured?.['en-US'] === true).length,
  ).toBeGreaterThanOrEqual(4);
  for (const field of ['client', 'area', 'services', 'featuredImage']) {
    expect(`${field}: ${projects.filter((project) => !project.fields[field]).length}`).not.toBe(
      `${field}: 0`,
    );
  }
});

test('at least 22 posts, exactly one featured, using every rich text node the site renders', () => {
  const posts = publishedOfType(data, 'blogPost');
  expect(posts.length).toBeGreaterThanOrEqual(22);
  expect(posts.filter((post) => post.fields.isFeatured?.['en-US'] === true)).toHaveLength(1);
  for (const locale of LOCALES) {
    const nodes = new Set<string>();
    const marks = new Set<string>();
    const visit = (node: {
      nodeType: string;
      marks?: { type: string }[];
      content?: unknown[];
      data?: { target?: { sys: { id: string } } };
    }) => {
      nodes.add(node.nodeType);
      node.marks?.forEach((mark) => marks.add(mark.type));
      if (node.nodeType === 'embedded-asset-block')
        expect(assetIds.has(node.data?.target?.sys.id ?? '')).toBe(true);
      (node.content as (typeof node)[] | undefined)?.forEach(visit);
    };
    posts.forEach((post) => visit(post.fields.content?.[locale] as Parameters<typeof visit>[0]));
    expect([...marks].sort()).toEqual(['bold', 'italic', 'underline']);
    expect([...nodes]).toEqual(
      expect.arrayContaining([
        'heading-1',
        'heading-2',
        'heading-3',
        'heading-4',
        'unordered-list',
        'ordered-list',
        'list-item',
        'blockquote',
        'embedded-asset-block',
        'hyperlink',
        'paragraph',
        'text',
      ]),
    );
  }
});

test('asset files exist beside the export, are SVG and small', () => {
  const folder = fileURLToPath(new URL('../data/assets', import.meta.url));
  for (const asset of data.assets) {
    const file = asset.fields.file?.['en-US'] as {
      fileName: string;
      contentType: string;
      url: string;
    };
    expect(file.url).toMatch(/^\/\/images\.ctfassets\.net\//);
    expect(file.contentType).toBe('image/svg+xml');
    const filePath = path.join(folder, file.fileName);
    expect(existsSync(filePath)).toBe(true);
    expect(statSync(filePath).size).toBeLessThan(6000);
    expect(String(asset.fields.title?.ka)).toMatch(GEORGIAN);
  }
  expect(
    new Set(
      data.assets.map((asset) => (asset.fields.file?.['en-US'] as { fileName: string }).fileName),
    ).size,
  ).toBeGreaterThanOrEqual(20);
});
