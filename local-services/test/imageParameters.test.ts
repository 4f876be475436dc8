import { parseImageParameters, sizeSvg } from '../src/content/imageParameters.ts';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800"><rect/></svg>';
const root = (text: string) => /<svg\b[^>]*>/.exec(text)?.[0] ?? '';
const parse = (query: string) => parseImageParameters(new URLSearchParams(query));

describe('Images API parameters on an asset file', () => {
  test('are read as the API reads them, and refused where it refuses them', () => {
    expect(parse('w=640&h=480&fm=webp&q=75')).toEqual({
      ok: true,
      value: { width: 640, height: 480, fit: undefined },
    });
    for (const bad of ['w=0', 'w=4001', 'w=12.5', 'h=abc', 'q=101', 'fm=bmp', 'fit=stretch']) {
      expect(parse(bad)).toMatchObject({ ok: false });
    }
  });

  test('w alone sizes an SVG keeping its proportions, which the drawing follows', () => {
    expect(root(sizeSvg(svg, { width: 480 }))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="480" height="320">',
    );
    expect(root(sizeSvg(svg, { height: 400 }))).toContain('width="600" height="400"');
  });

  test('w and h fit it inside the box; with fit, fill the box exactly', () => {
    expect(root(sizeSvg(svg, { width: 640, height: 640 }))).toContain('width="640" height="427"');
    const filled = root(sizeSvg(svg, { width: 640, height: 640, fit: 'fill' }));
    expect(filled).toContain('width="640" height="640"');
    expect(filled).toContain('preserveAspectRatio="xMidYMid slice"');
  });

  test('an SVG without a viewBox gets one, so its drawing scales', () => {
    const sized = root(sizeSvg('<svg width="300" height="200"><rect/></svg>', { width: 150 }));
    expect(sized).toBe('<svg viewBox="0 0 300 200" width="150" height="100">');
  });

  test('nothing asked, or nothing to scale from: unchanged', () => {
    expect(sizeSvg(svg, {})).toBe(svg);
    expect(sizeSvg('<svg><rect/></svg>', { width: 100 })).toBe('<svg><rect/></svg>');
  });
});
