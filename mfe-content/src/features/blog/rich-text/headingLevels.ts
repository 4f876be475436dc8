// The outline a post's headings make under its title. Authors choose heading levels for how they
// look, and a text often starts at heading 2 or jumps from 1 to 3; an outline that skips a level
// confuses screen-reader navigation and is an error for the W3C checker. Each heading's element
// level comes from the headings open above it (never more than one deeper than its parent), and
// its look stays the author's level.
import { BLOCKS, type Document, type Node } from '@contentful/rich-text-types';

const AUTHOR_LEVELS: Partial<Record<string, number>> = {
  [BLOCKS.HEADING_1]: 1,
  [BLOCKS.HEADING_2]: 2,
  [BLOCKS.HEADING_3]: 3,
  [BLOCKS.HEADING_4]: 4,
  [BLOCKS.HEADING_5]: 5,
  [BLOCKS.HEADING_6]: 6,
};

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/**
 * The element level (h2–h6; the page's h1 is the post title) of every heading in the document.
 * Headings are top-level blocks only in Contentful's rich text.
 */
export function headingLevels(document: Document): Map<Node, HeadingLevel> {
  const levels = new Map<Node, HeadingLevel>();
  // The author's levels of the headings the current one sits under, outermost first.
  const open: number[] = [];
  for (const node of document.content) {
    const authorLevel = AUTHOR_LEVELS[node.nodeType];
    if (authorLevel === undefined) continue;
    while (open.length > 0 && (open.at(-1) ?? 0) >= authorLevel) open.pop();
    open.push(authorLevel);
    levels.set(node, Math.min(open.length + 1, 6) as HeadingLevel);
  }
  return levels;
}
