// The sample blog: 22 posts, exactly one featured; every rich text node the site renders
// (bold, italic, underline, headings 1–4, both lists, quotes, embedded images, links) is used.
import { POSTS_1 } from './posts1.ts';
import { POSTS_2 } from './posts2.ts';
import type { SamplePost } from './samplePost.ts';

export const POSTS: SamplePost[] = [...POSTS_1, ...POSTS_2];
