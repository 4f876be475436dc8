// Writes the sample content: content-export.json (the format `contentful space export`
// writes, so `contentful space import --content-file content-export.json` loads it into a
// real space) and the SVG art in assets/. Deterministic: run again and nothing changes.
//   node local-services/data/generate-sample.ts
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_HEIGHT, IMAGE_WIDTH, SCENE_TITLES_KA, SCENES } from './sample/images.ts';
import { POSTS } from './sample/posts.ts';
import { PROJECTS, servicesIn, type SampleProject } from './sample/projects.ts';
import { richText, type Block } from './sample/richText.ts';
import type { SamplePost } from './sample/samplePost.ts';

interface Link {
  sys: { type: 'Link'; linkType: string; id: string };
}

interface Sys {
  space: Link;
  id: string;
  type: string;
  createdAt: string;
  updatedAt: string;
  environment: Link;
  // Optional: a draft has none of these (asDraft).
  publishedVersion?: number;
  publishedAt?: string;
  firstPublishedAt?: string;
  publishedCounter: number;
  version: number;
  contentType?: Link;
}

/** A field's values by locale. */
type Localized = Record<string, unknown>;

/** An entry or an asset, as `contentful space export` writes it. */
interface ExportedDocument {
  metadata: { tags: string[] };
  sys: Sys;
  fields: Record<string, Localized>;
}

interface FieldOptions {
  required?: boolean;
  localized?: boolean;
  linkType?: string;
  items?: { type: string; validations: unknown[] };
  validations?: unknown[];
}

/** The asset id of each scene, by its name. */
type AssetIds = Map<string, string>;

const here = path.dirname(fileURLToPath(import.meta.url));
const SPACE = 'local-space';
const EN = 'en-US';
const KA = 'ka';

const link = (linkType: string, id: string): Link => ({ sys: { type: 'Link', linkType, id } });

/** The asset of a scene; a name no scene has is a mistake in the sample data. */
function assetId(idsByScene: AssetIds, scene: string): string {
  const id = idsByScene.get(scene);
  if (id === undefined) throw new Error(`No image for the scene "${scene}"`);
  return id;
}

/** Contentful-looking ids (22 characters), stable for the same name. */
function idFor(name: string) {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let value = BigInt(`0x${createHash('sha256').update(name).digest('hex')}`);
  let id = '';
  while (id.length < 22) {
    id += alphabet[Number(value % 62n)];
    value /= 62n;
  }
  return id;
}

function sys(type: string, id: string, createdAt: string, extra: Partial<Sys> = {}): Sys {
  const published = new Date(Date.parse(createdAt) + 3_600_000).toISOString();
  return {
    space: link('Space', SPACE),
    id,
    type,
    createdAt,
    updatedAt: published,
    environment: link('Environment', 'master'),
    publishedVersion: 2,
    publishedAt: published,
    firstPublishedAt: published,
    publishedCounter: 1,
    version: 3,
    ...extra,
  };
}

const localized = (en: unknown, ka?: unknown): Localized => ({
  [EN]: en,
  ...(ka === undefined ? {} : { [KA]: ka }),
});
const single = (value: unknown): Localized => ({ [EN]: value });

const field = (
  id: string,
  name: string,
  type: string,
  { required = false, localized: isLocalized = true, ...rest }: FieldOptions = {},
) => ({
  id,
  name,
  type,
  localized: isLocalized,
  required,
  validations: [],
  disabled: false,
  omitted: false,
  ...rest,
});

const SLUG: FieldOptions = {
  required: true,
  localized: false,
  validations: [{ unique: true }, { regexp: { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' } }],
};
const IMAGE: FieldOptions = {
  localized: false,
  linkType: 'Asset',
  validations: [{ linkMimetypeGroup: ['image'] }],
};

const CONTENT_TYPES = [
  {
    sys: sys('ContentType', 'project', '2023-03-01T09:00:00.000Z'),
    displayField: 'title',
    name: 'Project',
    description: 'A building where the company installed or designs engineering systems.',
    fields: [
      field('slug', 'Slug', 'Symbol', SLUG),
      field('title', 'Title', 'Symbol', { required: true }),
      field('featuredImage', 'Featured image', 'Link', IMAGE),
      field('status', 'Status', 'Symbol', {
        required: true,
        localized: false,
        validations: [{ in: ['ongoing', 'completed', 'design'] }],
      }),
      field('isFeatured', 'Featured on the home page', 'Boolean', {
        required: true,
        localized: false,
      }),
      field('client', 'Client', 'Symbol'),
      field('area', 'Area', 'Symbol'),
      field('services', 'Services', 'Array', { items: { type: 'Symbol', validations: [] } }),
    ],
  },
  {
    sys: sys('ContentType', 'blogPost', '2023-03-01T09:10:00.000Z'),
    displayField: 'title',
    name: 'Blog post',
    description: 'An article of the company blog.',
    fields: [
      field('slug', 'Slug', 'Symbol', SLUG),
      field('title', 'Title', 'Symbol', { required: true }),
      field('excerpt', 'Excerpt', 'Text'),
      field('featuredImage', 'Featured image', 'Link', IMAGE),
      field('content', 'Content', 'RichText', {
        required: true,
        validations: [
          { enabledMarks: ['bold', 'italic', 'underline'] },
          {
            enabledNodeTypes: [
              'heading-1',
              'heading-2',
              'heading-3',
              'heading-4',
              'ordered-list',
              'unordered-list',
              'blockquote',
              'hr',
              'embedded-asset-block',
              'hyperlink',
            ],
          },
        ],
      }),
      field('publishedDate', 'Published', 'Date', { required: true, localized: false }),
      field('isFeatured', 'Featured article', 'Boolean', { required: true, localized: false }),
    ],
  },
];

const LOCALES = [
  {
    name: 'English (United States)',
    code: EN,
    fallbackCode: null,
    default: true,
    contentManagementApi: true,
    contentDeliveryApi: true,
    optional: false,
    sys: { type: 'Locale', id: idFor('locale:en-US'), version: 1 },
  },
  {
    name: 'Georgian',
    code: KA,
    fallbackCode: EN,
    default: false,
    contentManagementApi: true,
    contentDeliveryApi: true,
    optional: false,
    sys: { type: 'Locale', id: idFor('locale:ka'), version: 1 },
  },
];

function buildAssets() {
  mkdirSync(path.join(here, 'assets'), { recursive: true });
  const assets: ExportedDocument[] = [];
  const idsByScene: AssetIds = new Map();
  const titlesKa = new Map<string, string>(Object.entries(SCENE_TITLES_KA));
  Object.entries(SCENES).forEach(([scene, draw], index) => {
    const svg = draw();
    const fileName = `${scene}.svg`;
    writeFileSync(path.join(here, 'assets', fileName), `${svg}\n`);
    const id = idFor(`asset:${scene}`);
    const hash = createHash('md5').update(svg).digest('hex');
    const title = /<title>([^<]+)<\/title>/.exec(svg)?.[1];
    if (title === undefined) throw new Error(`The scene "${scene}" has no <title>`);
    const file = {
      url: `//images.ctfassets.net/${SPACE}/${id}/${hash}/${fileName}`,
      details: {
        size: Buffer.byteLength(svg) + 1,
        image: { width: IMAGE_WIDTH, height: IMAGE_HEIGHT },
      },
      fileName,
      contentType: 'image/svg+xml',
    };
    idsByScene.set(scene, id);
    const createdAt = new Date(Date.UTC(2023, 2, 2, 9, index)).toISOString();
    assets.push({
      metadata: { tags: [] },
      sys: sys('Asset', id, createdAt),
      fields: { title: localized(title, titlesKa.get(scene)), file: single(file) },
    });
  });
  return { assets, idsByScene };
}

const at = (date: string, hour = 9) => (date.includes('T') ? date : `${date}T0${hour}:30:00.000Z`);

function projectEntry(project: SampleProject, idsByScene: AssetIds): ExportedDocument {
  const services = project.services;
  const fields: Record<string, Localized> = {
    slug: single(project.slug),
    title: localized(...project.title),
    status: single(project.status),
    isFeatured: single(project.featured),
    ...(project.client ? { client: localized(...project.client) } : {}),
    ...(project.area ? { area: localized(...project.area) } : {}),
    ...(services ? { services: localized(servicesIn(services, 0), servicesIn(services, 1)) } : {}),
  };
  if (project.image)
    fields.featuredImage = single(link('Asset', assetId(idsByScene, project.image)));
  return {
    metadata: { tags: [] },
    sys: sys('Entry', idFor(`project:${project.slug}`), at(project.createdAt), {
      contentType: link('ContentType', 'project'),
    }),
    fields,
  };
}

function withAssetIds(blocks: Block[], idsByScene: AssetIds): Block[] {
  return blocks.map((block) =>
    block[0] === 'img' ? ['img', assetId(idsByScene, block[1])] : block,
  );
}

function postEntry(post: SamplePost, idsByScene: AssetIds): ExportedDocument {
  const fields = {
    slug: single(post.slug),
    title: localized(post.en.title, post.ka.title),
    ...(post.en.excerpt ? { excerpt: localized(post.en.excerpt, post.ka.excerpt) } : {}),
    featuredImage: single(link('Asset', assetId(idsByScene, post.image))),
    content: localized(
      richText(withAssetIds(post.en.body, idsByScene)),
      richText(withAssetIds(post.ka.body, idsByScene)),
    ),
    publishedDate: single(post.date),
    isFeatured: single(Boolean(post.featured)),
  };
  return {
    metadata: { tags: [] },
    sys: sys('Entry', idFor(`blogPost:${post.slug}`), post.createdAt ?? at(post.date, 8), {
      contentType: link('ContentType', 'blogPost'),
    }),
    fields,
  };
}

/** A never-published draft, as a CMA export holds one: a version, no publishedVersion. */
function asDraft(entry: ExportedDocument): ExportedDocument {
  delete entry.sys.publishedVersion;
  delete entry.sys.publishedAt;
  delete entry.sys.firstPublishedAt;
  entry.sys.publishedCounter = 0;
  entry.sys.version = 1;
  return entry;
}

/**
 * A draft post for editor preview (docs/architecture.md#local-content-service): complete in both
 * languages so the site can render it, dated after every published post so a preview lists it
 * first, and linking only published images.
 */
const DRAFT_POST: SamplePost = {
  slug: 'draft-post-not-published',
  date: '2025-06-20',
  image: 'evacuation-plan',
  featured: false,
  en: {
    title: 'Draft post (not published)',
    excerpt: 'An article still being written: only the preview shows it, never the public site.',
    body: [
      ['h2', 'Work in progress'],
      [
        'p',
        'This post is a **draft**. Editors see it in the preview; visitors never do until it is published.',
      ],
      ['img', 'evacuation-plan'],
    ],
  },
  ka: {
    title: 'პოსტის მონახაზი (გამოუქვეყნებელი)',
    excerpt: 'სტატია ჯერ იწერება: მას მხოლოდ წინასწარი ნახვა აჩვენებს, საჯარო საიტი არასდროს.',
    body: [
      ['h2', 'მიმდინარე სამუშაო'],
      [
        'p',
        'ეს პოსტი **მონახაზია**. რედაქტორები მას წინასწარ ნახვაში ხედავენ; სტუმრები ვერ ნახავენ, სანამ არ გამოქვეყნდება.',
      ],
      ['img', 'evacuation-plan'],
    ],
  },
};

/** Entries the Delivery API must not serve or cannot resolve, as real exports contain them. */
function edgeCases(idsByScene: AssetIds) {
  const draftProject = projectEntry(
    {
      slug: 'draft-project-not-published',
      status: 'ongoing',
      featured: true,
      createdAt: '2025-06-30',
      title: ['Draft project (not published)', 'პროექტის მონახაზი (გამოუქვეყნებელი)'],
    },
    new Map(),
  );
  return [asDraft(draftProject), asDraft(postEntry(DRAFT_POST, idsByScene))];
}

const { assets, idsByScene } = buildAssets();
const projects = PROJECTS.map((project) => projectEntry(project, idsByScene));
// One project still links to an image that was deleted from the space: the API reports it in
// `errors` and the site shows its placeholder.
const orphan = projects.find((entry) => entry.fields.slug?.[EN] === 'kobuleti-apartments');
if (!orphan) throw new Error('The sample projects lost kobuleti-apartments');
orphan.fields.featuredImage = single(link('Asset', idFor('asset:deleted-photo')));

const exportData = {
  contentTypes: CONTENT_TYPES,
  tags: [],
  editorInterfaces: [],
  entries: [
    ...projects,
    ...POSTS.map((post) => postEntry(post, idsByScene)),
    ...edgeCases(idsByScene),
  ],
  assets,
  locales: LOCALES,
  webhooks: [],
  roles: [],
};

writeFileSync(path.join(here, 'content-export.json'), `${JSON.stringify(exportData, null, 2)}\n`);
console.log(
  `content-export.json: ${projects.length} projects, ${POSTS.length} posts, ${assets.length} assets`,
);
