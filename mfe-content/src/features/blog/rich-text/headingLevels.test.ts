import { BLOCKS, type Document, type TopLevelBlock } from '@contentful/rich-text-types';
import { headingLevels } from './headingLevels';

const heading = (author: 1 | 2 | 3 | 4 | 5 | 6): TopLevelBlock =>
  ({ nodeType: `heading-${author}`, data: {}, content: [] }) as unknown as TopLevelBlock;
const paragraph = { nodeType: BLOCKS.PARAGRAPH, data: {}, content: [] } as TopLevelBlock;

/** The element level of each heading of a body made of these author's levels. */
function outline(...blocks: TopLevelBlock[]): number[] {
  const document: Document = { nodeType: BLOCKS.DOCUMENT, data: {}, content: blocks };
  const levels = headingLevels(document);
  return blocks.flatMap((block) => levels.get(block) ?? []);
}

describe('the outline of a post’s headings under its h1', () => {
  it('moves the author’s levels down by one when they skip none', () => {
    expect(outline(heading(1), heading(2), heading(3), heading(2), heading(1))).toEqual([
      2, 3, 4, 3, 2,
    ]);
  });

  it('never skips a level: a text starting at heading 2, or jumping from 1 to 3', () => {
    expect(outline(heading(2), paragraph, heading(3), heading(2))).toEqual([2, 3, 2]);
    expect(outline(heading(1), heading(3), heading(4), heading(2))).toEqual([2, 3, 4, 3]);
  });

  it('stops at h6', () => {
    expect(outline(heading(1), heading(2), heading(3), heading(4), heading(5), heading(6))).toEqual(
      [2, 3, 4, 5, 6, 6],
    );
  });
});
