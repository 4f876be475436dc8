// @ts-nocheck -- not yet typed (TypeScript migration)
// A tiny notation for writing the sample posts, turned into Contentful rich text documents.
// Blocks: ['p', text] ['h1'…'h4', text] ['ul'|'ol', [text…]] ['quote', text] ['img', assetId]
//         ['hr'].
// Inline: **bold**, _italic_, __underline__, [label](https://…).

const text = (value, marks = []) => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});

const INLINE = /(\*\*[^*]+\*\*|__[^_]+__|_[^_]+_|\[[^\]]+\]\([^)]+\))/;

function inline(source) {
  const nodes = [];
  for (const part of source.split(INLINE).filter((piece) => piece !== '')) {
    if (part.startsWith('**')) nodes.push(text(part.slice(2, -2), ['bold']));
    else if (part.startsWith('__')) nodes.push(text(part.slice(2, -2), ['underline']));
    else if (part.startsWith('_')) nodes.push(text(part.slice(1, -1), ['italic']));
    else if (part.startsWith('[')) {
      const [, label, uri] = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
      nodes.push({ nodeType: 'hyperlink', data: { uri }, content: [text(label)] });
    } else nodes.push(text(part));
  }
  // Contentful wraps inline content in text nodes at both ends.
  if (nodes[0]?.nodeType !== 'text') nodes.unshift(text(''));
  if (nodes.at(-1)?.nodeType !== 'text') nodes.push(text(''));
  return nodes;
}

const paragraph = (source) => ({ nodeType: 'paragraph', data: {}, content: inline(source) });

const HEADINGS = { h1: 'heading-1', h2: 'heading-2', h3: 'heading-3', h4: 'heading-4' };

function block([kind, value]) {
  if (kind === 'p') return paragraph(value);
  if (HEADINGS[kind]) return { nodeType: HEADINGS[kind], data: {}, content: inline(value) };
  if (kind === 'ul' || kind === 'ol') {
    return {
      nodeType: kind === 'ul' ? 'unordered-list' : 'ordered-list',
      data: {},
      content: value.map((item) => ({
        nodeType: 'list-item',
        data: {},
        content: [paragraph(item)],
      })),
    };
  }
  if (kind === 'quote') return { nodeType: 'blockquote', data: {}, content: [paragraph(value)] };
  if (kind === 'hr') return { nodeType: 'hr', data: {}, content: [] };
  if (kind === 'img') {
    return {
      nodeType: 'embedded-asset-block',
      data: { target: { sys: { type: 'Link', linkType: 'Asset', id: value } } },
      content: [],
    };
  }
  throw new Error(`Unknown block ${kind}`);
}

export function richText(blocks) {
  return { nodeType: 'document', data: {}, content: blocks.map(block) };
}
