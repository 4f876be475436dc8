// Writes a .gz and a .br beside every text asset of a build, each at its highest level, once, at
// build time; nginx (gzip_static, and brotli_static where its module is installed) sends these
// instead of compressing each response: brotli to browsers that accept it, gzip to the others.
//
// Brotli at its highest quality is most of this step's time (about 1.2 s of CPU per app), and a
// rebuild changes few files (their names carry a hash of their contents): each compressed form is
// kept by the hash of what it compresses (node_modules/.cache/precompress) and copied when the
// same file comes again, as in `npm start`'s and the tests' rebuilds. A build that keeps no cache
// (SITE_BUILD_CACHE=off: an image's, a throwaway copy's) compresses everything.
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|xml|map)$/;
// Kept files are made by this very file: any change to it (a level, a mode) starts a new set.
const FORMAT = createHash('sha256')
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .digest('hex')
  .slice(0, 12);
const CACHE_DIR =
  process.env.SITE_BUILD_CACHE === 'off'
    ? undefined
    : fileURLToPath(new URL('../node_modules/.cache/precompress', import.meta.url));
// Kept files not used for this long are removed at the end of a run.
const KEEP_DAYS = 14;

const compressors = {
  gz: (source: Buffer) => gzipSync(source, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 }),
  br: (source: Buffer) =>
    brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
};
type Form = keyof typeof compressors;

/** The compressed form of `source`: the kept one, or made now (and kept). */
function compressed(source: Buffer, form: Form, key: string): Buffer {
  if (!CACHE_DIR) return compressors[form](source);
  const kept = path.join(CACHE_DIR, `${FORMAT}-${key}.${form}`);
  try {
    const data = readFileSync(kept);
    const now = new Date();
    utimesSync(kept, now, now);
    return data;
  } catch {
    const data = compressors[form](source);
    try {
      mkdirSync(CACHE_DIR, { recursive: true });
      // Whole or not at all: two builds at once may keep the same file.
      const partial = `${kept}.${process.pid}.partial`;
      writeFileSync(partial, data);
      renameSync(partial, kept);
    } catch {
      // A cache that cannot be written costs only the next build's time.
    }
    return data;
  }
}

function write(file: string, data: Buffer, stat: Stats): void {
  writeFileSync(file, data);
  // Same time stamps, so the ETag and Last-Modified of every form agree.
  utimesSync(file, stat.atime, stat.mtime);
}

function walk(dir: string): void {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (stat.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && stat.size > 256) {
      const source = readFileSync(file);
      const key = createHash('sha256').update(source).digest('hex');
      write(`${file}.gz`, compressed(source, 'gz', key), stat);
      // Source maps only for a developer's tools: gzip is enough there.
      if (name.endsWith('.map')) continue;
      write(`${file}.br`, compressed(source, 'br', key), stat);
    }
  }
}

/** Removes kept files no build has used for KEEP_DAYS, and partial ones left by a crash. */
function prune(): void {
  if (!CACHE_DIR) return;
  const oldest = Date.now() - KEEP_DAYS * 24 * 60 * 60 * 1000;
  let names: string[] = [];
  try {
    names = readdirSync(CACHE_DIR);
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(CACHE_DIR, name);
    try {
      // A partial file an hour old was left by a build that stopped.
      const limit = name.endsWith('.partial') ? Date.now() - 60 * 60 * 1000 : oldest;
      if (statSync(file).mtimeMs < limit) rmSync(file, { force: true });
    } catch {
      // Removed by another build meanwhile.
    }
  }
}

for (const dir of process.argv.slice(2)) walk(path.resolve(dir));
prune();
