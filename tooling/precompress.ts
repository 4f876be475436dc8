// Writes a .gz and a .br beside every text asset of a build, each at its highest level, once, at
// build time; nginx (gzip_static, and brotli_static where its module is installed) sends these
// instead of compressing each response: brotli to browsers that accept it, gzip to the others.
import {
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|xml|map)$/;

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
      write(
        `${file}.gz`,
        gzipSync(source, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 }),
        stat,
      );
      // Source maps only for a developer's tools: gzip is enough there.
      if (name.endsWith('.map')) continue;
      write(
        `${file}.br`,
        brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        stat,
      );
    }
  }
}

for (const dir of process.argv.slice(2)) walk(path.resolve(dir));
