// @ts-nocheck -- not yet typed (TypeScript migration)
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
import { PROJECTS, servicesIn } from './sample/projects.ts';
import { richText } from './sample/richText.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const SPACE = 'local-space';
const EN = 'en-US';
const KA = 'ka';

const link = (linkType, id) => ({ sys: { type: 'Link', linkType, id } });

/** Contentful-looking ids (22 characters), stable for the same name. */
function idFor(name) {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let value = BigInt(`0x${createHash('sha256').update(name).digest('hex')}`);
  let id = '';
  while (id.length < 22) {
    id += alphabet[Number(value % 62n)];
    value /= 62n;
  }
  return id;
}

function sys(type, id, createdAt, extra = {}) {
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

const localized = (en, ka) => ({ [EN]: en, ...(ka === undefined ? {} : { [KA]: ka }) });
const single = (value) => ({ [EN]: value });

const field = (
  id,
  name,
  type,
  { required = false, localized: isLocalized = true, ...rest } = {},
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

const SLUG = {
  required: true,
  localized: false,
  validations: [{ unique: true }, { regexp: { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' } }],
};
const IMAGE = {
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
  const assets = [];
  const idsByScene = {};
  Object.entries(SCENES).forEach(([scene, draw], index) => {
    const svg = draw();
    const fileName = `${scene}.svg`;
    writeFileSync(path.join(here, 'assets', fileName), `${svg}\n`);
    const id = idFor(`asset:${scene}`);
    const hash = createHash('md5').update(svg).digest('hex');
    const title = /<title>([^<]+)<\/title>/.exec(svg)[1];
    const file = {
      url: `//images.ctfassets.net/${SPACE}/${id}/${hash}/${fileName}`,
      details: {
        size: Buffer.byteLength(svg) + 1,
        image: { width: IMAGE_WIDTH, height: IMAGE_HEIGHT },
      },
      fileName,
      contentType: 'image/svg+xml',
    };
    idsByScene[scene] = id;
    const createdAt = new Date(Date.UTC(2023, 2, 2, 9, index)).toISOString();
    assets.push({
      metadata: { tags: [] },
      sys: sys('Asset', id, createdAt),
      fields: { title: localized(title, SCENE_TITLES_KA[scene]), file: single(file) },
    });
  });
  return { assets, idsByScene };
}

const at = (date, hour = 9) => (date.includes('T') ? date : `${date}T0${hour}:30:00.000Z`);

function projectEntry(project, idsByScene) {
  const services = project.services;
  const fields = {
    slug: single(project.slug),
    title: localized(...project.title),
    status: single(project.status),
    isFeatured: single(project.featured),
    ...(project.client ? { client: localized(...project.client) } : {}),
    ...(project.area ? { area: localized(...project.area) } : {}),
    ...(services ? { services: localized(servicesIn(services, 0), servicesIn(services, 1)) } : {}),
  };
  if (project.image) fields.featuredImage = single(link('Asset', idsByScene[project.image]));
  return {
    metadata: { tags: [] },
    sys: sys('Entry', idFor(`project:${project.slug}`), at(project.createdAt), {
      contentType: link('ContentType', 'project'),
    }),
    fields,
  };
}

function withAssetIds(blocks, idsByScene) {
  return blocks.map(([kind, value]) =>
    kind === 'img' ? [kind, idsByScene[value]] : [kind, value],
  );
}

function postEntry(post, idsByScene) {
  const fields = {
    slug: single(post.slug),
    title: localized(post.en.title, post.ka.title),
    ...(post.en.excerpt ? { excerpt: localized(post.en.excerpt, post.ka.excerpt) } : {}),
    featuredImage: single(link('Asset', idsByScene[post.image])),
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
function asDraft(entry) {
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
const DRAFT_POST = {
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
function edgeCases(idsByScene) {
  const draftProject = projectEntry(
    {
      slug: 'draft-project-not-published',
      status: 'ongoing',
      featured: true,
      createdAt: '2025-06-30',
      title: ['Draft project (not published)', 'პროექტის მონახაზი (გამოუქვეყნებელი)'],
    },
    {},
  );
  return [asDraft(draftProject), asDraft(postEntry(DRAFT_POST, idsByScene))];
}

const { assets, idsByScene } = buildAssets();
const projects = PROJECTS.map((project) => projectEntry(project, idsByScene));
// One project still links to an image that was deleted from the space: the API reports it in
// `errors` and the site shows its placeholder.
const orphan = projects.find((entry) => entry.fields.slug[EN] === 'kobuleti-apartments');
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
