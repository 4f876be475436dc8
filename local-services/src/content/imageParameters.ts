// The Contentful Images API's parameters on an asset file's URL (w, h, fit, fm, q, …), checked as
// the real API checks them: an answer the site would not get from Contentful is a 400 here too,
// not a picture. What can be honoured without an image library is: the sample art is SVG, whose
// size is its root element's width and height, so `w`/`h`/`fit` size it (the browser then sees
// the width it asked the srcset for); a raster file is served as stored; `fm`, `q` and the rest
// are checked and otherwise left alone (an SVG cannot become webp without rasterizing it).

/** The Images API's largest width and height. */
const MAX_SIDE = 4000;
const FORMATS = new Set(['jpg', 'png', 'webp', 'gif', 'avif']);
const FITS = new Set(['pad', 'fill', 'scale', 'crop', 'thumb']);

export interface ImageParameters {
  width?: number;
  height?: number;
  fit?: string;
}

export type ParsedParameters = { ok: true; value: ImageParameters } | { ok: false; error: string };

/** A parameter the real API refuses (it answers 400). */
class InvalidParameter extends Error {}

function whole(search: URLSearchParams, name: string, max: number): number | undefined {
  const value = search.get(name);
  if (value === null) return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > max) {
    throw new InvalidParameter(`${name} must be a whole number from 1 to ${max}`);
  }
  return number;
}

function oneOf(search: URLSearchParams, name: string, values: Set<string>): string | undefined {
  const value = search.get(name);
  if (value !== null && !values.has(value)) {
    throw new InvalidParameter(`${name} must be one of ${[...values].join(', ')}`);
  }
  return value ?? undefined;
}

export function parseImageParameters(search: URLSearchParams): ParsedParameters {
  try {
    whole(search, 'q', 100);
    oneOf(search, 'fm', FORMATS);
    return {
      ok: true,
      value: {
        width: whole(search, 'w', MAX_SIDE),
        height: whole(search, 'h', MAX_SIDE),
        fit: oneOf(search, 'fit', FITS),
      },
    };
  } catch (error) {
    if (error instanceof InvalidParameter) return { ok: false, error: error.message };
    throw error;
  }
}

const ROOT = /<svg\b[^>]*>/;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1];
}

function withAttribute(tag: string, name: string, value: string): string {
  const pattern = new RegExp(`\\s${name}\\s*=\\s*["'][^"']*["']`);
  const written = ` ${name}="${value}"`;
  return pattern.test(tag)
    ? tag.replace(pattern, written)
    : tag.replace(/^<svg\b/, `<svg${written}`);
}

/** The picture's own size: its viewBox, else its width and height. */
function intrinsicSize(tag: string): { width: number; height: number } | undefined {
  const viewBox = attribute(tag, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox?.length === 4 && viewBox.every(Number.isFinite)) {
    const [, , width = 0, height = 0] = viewBox;
    if (width > 0 && height > 0) return { width, height };
  }
  const width = Number.parseFloat(attribute(tag, 'width') ?? '');
  const height = Number.parseFloat(attribute(tag, 'height') ?? '');
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/**
 * An SVG at the size the parameters ask for, as the Images API sizes a picture: `w` or `h` alone
 * keep its proportions; both fit it inside that box, unless `fit` asks for the exact box (scale
 * stretches, pad letterboxes, fill/crop/thumb cover and crop the middle). Unchanged when nothing
 * is asked or the file has no size to scale from.
 */
export function sizeSvg(svg: string, { width, height, fit }: ImageParameters): string {
  const root = ROOT.exec(svg)?.[0];
  if (!root || (width === undefined && height === undefined)) return svg;
  const own = intrinsicSize(root);
  if (!own) return svg;
  const ratio = own.height / own.width;
  let size: { width: number; height: number };
  let preserve: string | undefined;
  if (width !== undefined && height !== undefined && fit) {
    size = { width, height };
    preserve = fit === 'scale' ? 'none' : fit === 'pad' ? 'xMidYMid meet' : 'xMidYMid slice';
  } else if (width !== undefined && height !== undefined) {
    const scale = Math.min(width / own.width, height / own.height);
    size = { width: Math.round(own.width * scale), height: Math.round(own.height * scale) };
  } else if (width !== undefined) {
    size = { width, height: Math.round(width * ratio) };
  } else {
    const only = height ?? own.height;
    size = { width: Math.round(only / ratio), height: only };
  }
  let sized = root;
  // Without a viewBox the drawing would not scale with the new size.
  if (!attribute(root, 'viewBox'))
    sized = withAttribute(sized, 'viewBox', `0 0 ${own.width} ${own.height}`);
  sized = withAttribute(sized, 'width', String(size.width));
  sized = withAttribute(sized, 'height', String(size.height));
  if (preserve) sized = withAttribute(sized, 'preserveAspectRatio', preserve);
  return svg.replace(root, sized);
}
