// A tiny notation for writing the sample posts, turned into Contentful rich text documents.
// Blocks: ['p', text] ['h1'…'h4', text] ['ul'|'ol', [text…]] ['quote', text] ['img', assetId]
//         ['hr'].
// Inline: **bold**, _italic_, __underline__, [label](https://…).

type Heading = 'h1' | 'h2' | 'h3' | 'h4';

/** One block of the notation; `img` names an asset (by scene, then by id: generate-sample.ts). */
export type Block =
  ['p' | Heading | 'quote', string] | ['ul' | 'ol', string[]] | ['img', string] | ['hr'];

export interface TextNode {
  nodeType: 'text';
  value: string;
  marks: { type: string }[];
  data: Record<string, never>;
}

/** A rich text block or inline node: its `data` and `content` as Contentful writes them. */
export interface ElementNode {
  nodeType: string;
  data: Record<string, unknown>;
  content: RichTextNode[];
}

export type RichTextNode = TextNode | ElementNode;

const text = (value: string, marks: string[] = []): TextNode => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});

const INLINE = /(\*\*[^*]+\*\*|__[^_]+__|_[^_]+_|\[[^\]]+\]\([^)]+\))/;

function inline(source: string): RichTextNode[] {
  const nodes: RichTextNode[] = [];
  for (const part of source.split(INLINE).filter((piece) => piece !== '')) {
    if (part.startsWith('**')) nodes.push(text(part.slice(2, -2), ['bold']));
    else if (part.startsWith('__')) nodes.push(text(part.slice(2, -2), ['underline']));
    else if (part.startsWith('_')) nodes.push(text(part.slice(1, -1), ['italic']));
    else if (part.startsWith('[')) {
      const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
      if (!link) throw new Error(`Not a link: ${part}`);
      const [, label = '', uri] = link;
      nodes.push({ nodeType: 'hyperlink', data: { uri }, content: [text(label)] });
    } else nodes.push(text(part));
  }
  // Contentful wraps inline content in text nodes at both ends.
  if (nodes[0]?.nodeType !== 'text') nodes.unshift(text(''));
  if (nodes.at(-1)?.nodeType !== 'text') nodes.push(text(''));
  return nodes;
}

const paragraph = (source: string): ElementNode => ({
  nodeType: 'paragraph',
  data: {},
  content: inline(source),
});

const HEADINGS: Record<Heading, string> = {
  h1: 'heading-1',
  h2: 'heading-2',
  h3: 'heading-3',
  h4: 'heading-4',
};

function block(source: Block): ElementNode {
  // Read as a string too: the notation is hand-written, a kind the type does not know is an error.
  const kind: string = source[0];
  switch (source[0]) {
    case 'p':
      return paragraph(source[1]);
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
      return { nodeType: HEADINGS[source[0]], data: {}, content: inline(source[1]) };
    case 'ul':
    case 'ol':
      return {
        nodeType: source[0] === 'ul' ? 'unordered-list' : 'ordered-list',
        data: {},
        content: source[1].map((item) => ({
          nodeType: 'list-item',
          data: {},
          content: [paragraph(item)],
        })),
      };
    case 'quote':
      return { nodeType: 'blockquote', data: {}, content: [paragraph(source[1])] };
    case 'hr':
      return { nodeType: 'hr', data: {}, content: [] };
    case 'img':
      return {
        nodeType: 'embedded-asset-block',
        data: { target: { sys: { type: 'Link', linkType: 'Asset', id: source[1] } } },
        content: [],
      };
    default:
      throw new Error(`Unknown block ${kind}`);
  }
}

export function richText(blocks: Block[]): ElementNode {
  return { nodeType: 'document', data: {}, content: blocks.map(block) };
}
