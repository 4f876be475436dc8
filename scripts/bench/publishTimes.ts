// @ts-nocheck -- not yet typed (TypeScript migration)
// From a publish to a fresh page: an editor's change to the content local-services serves (its
// export, edited the way an editor's tool saves a file), through its signed webhook, the content
// renderer's sync and render, to the first visitor request through the entry that shows it.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Publishes `times` title changes of the post at `slug` and times each until the page shows it. */
export async function publishTimes(
  siteUrl,
  exportFile,
  slug,
  { times = 5, timeoutMs = 60_000 } = {},
) {
  const samples = [];
  for (let edit = 1; edit <= times; edit += 1) {
    const content = JSON.parse(readFileSync(exportFile, 'utf8'));
    const post = content.entries.find((entry) => entry.fields.slug?.['en-US'] === slug);
    if (!post) throw new Error(`no post ${slug} in ${exportFile}`);
    const title = `${post.fields.title['en-US'].replace(/ \(edit \d+\)$/, '')} (edit ${edit})`;
    post.fields.title['en-US'] = title;
    const started = performance.now();
    writeFileSync(`${exportFile}.saving`, JSON.stringify(content));
    renameSync(`${exportFile}.saving`, exportFile);
    for (;;) {
      const page = await fetch(`${siteUrl}/blog/${slug}`, { headers: { 'Accept-Language': 'en' } });
      if ((await page.text()).includes(title)) break;
      if (performance.now() - started > timeoutMs) throw new Error(`edit ${edit} never showed`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    samples.push(performance.now() - started);
    // The next edit starts from a settled site.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return {
    publishes: samples.length,
    p50Ms: Math.round(median(samples)),
    samplesMs: samples.map(Math.round),
  };
}
