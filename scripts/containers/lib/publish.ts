// An editor's publish in the compose stack: the export local-services serves (its writable copy,
// CONTENT_EXPORT_COPY_DIR) is edited inside the running container, the way an editor's tool saves
// a file. local-services notices, serves the new content and calls the entry's /hooks/contentful,
// signed; the content renderer syncs and draws the page again.
import type { Runner } from '../../lib/processes.ts';

/** A post of the export: its address and English title. */
export interface Post {
  slug: string;
  title: string;
}

/**
 * The code `node -e` runs in the local-services container: names the newest post and its title,
 * and with a mark given retitles it.
 */
const NEWEST_POST = `
const fs = require('node:fs');
const path = require('node:path');
const dir = process.env.CONTENT_EXPORT_COPY_DIR;
const file = fs.readdirSync(dir).find((name) => name.endsWith('.json'));
if (!file) throw new Error('no export in ' + dir);
const exportFile = path.join(dir, file);
const content = JSON.parse(fs.readFileSync(exportFile, 'utf8'));
const posts = content.entries
  .filter((entry) => entry.sys.contentType.sys.id === 'blogPost' && entry.sys.publishedVersion)
  .sort((a, b) => (a.sys.createdAt < b.sys.createdAt ? 1 : -1));
const post = posts[0];
const title = post.fields.title['en-US'];
const mark = process.argv[1];
if (mark) {
  post.fields.title['en-US'] = title + ' (published ' + mark + ')';
  fs.writeFileSync(exportFile + '.saving', JSON.stringify(content));
  fs.renameSync(exportFile + '.saving', exportFile);
}
console.log(JSON.stringify({ slug: post.fields.slug['en-US'], title: post.fields.title['en-US'] }));
`;

/**
 * The newest post in the running local-services container, `{ slug, title }`; with a `mark`,
 * published again with the mark in its title (the new title is returned).
 */
export async function newestPost(compose: Runner, mark = ''): Promise<Post> {
  const { stdout } = await compose(
    ['exec', '-T', 'local-services', 'node', '-e', NEWEST_POST, mark],
    { capture: true },
  );
  return JSON.parse(stdout.trim().split('\n').pop() ?? '') as Post;
}
