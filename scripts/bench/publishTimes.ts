// From a publish to a fresh page: an editor's change to the content local-services serves (its
// export, edited the way an editor's tool saves a file), through its signed webhook, the content
// renderer's sync and render, to the first visitor request through the entry that shows it.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The part of local-services' content export (a Contentful export) an edit touches. */
interface ContentExport {
  entries: { fields: { slug?: Record<string, string>; title: Record<string, string> } }[];
}

export interface PublishTimes {
  publishes: number;
  p50Ms: number;
  samplesMs: number[];
}

/** Publishes `times` title changes of the post at `slug` and times each until the page shows it. */
export async function publishTimes(
  siteUrl: string,
  exportFile: string,
  slug: string,
  { times = 5, timeoutMs = 60_000 }: { times?: number; timeoutMs?: number } = {},
): Promise<PublishTimes> {
  const samples: number[] = [];
  for (let edit = 1; edit <= times; edit += 1) {
    const content = JSON.parse(readFileSync(exportFile, 'utf8')) as ContentExport;
    const post = content.entries.find((entry) => entry.fields.slug?.['en-US'] === slug);
    const englishTitle = post?.fields.title['en-US'];
    if (!post || englishTitle === undefined) throw new Error(`no post ${slug} in ${exportFile}`);
    const title = `${englishTitle.replace(/ \(edit \d+\)$/, '')} (edit ${edit})`;
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
