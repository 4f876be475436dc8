// The shape of a sample blog post (posts1.ts, posts2.ts): its text in both languages, the body in
// the notation of richText.ts.
import type { Scene } from './images.ts';
import type { Block } from './richText.ts';

export interface PostText {
  title: string;
  excerpt?: string;
  body: Block[];
}

export interface SamplePost {
  slug: string;
  /** The published date, `2025-05-12`. */
  date: string;
  /** When it was created, if not on its date. */
  createdAt?: string;
  image: Scene;
  featured?: boolean;
  en: PostText;
  ka: PostText;
}
