// Writes a .gz beside every text asset of a build at the highest level, once, at build time;
// nginx (gzip_static) sends these instead of compressing each response at level 6.
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, constants } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|xml|map)$/;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (stat.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && stat.size > 256) {
      const gz = gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
      writeFileSync(`${file}.gz`, gz);
      // Same time stamps, so the ETag and Last-Modified of both forms agree.
      utimesSync(`${file}.gz`, stat.atime, stat.mtime);
    }
  }
}

for (const dir of process.argv.slice(2)) walk(path.resolve(dir));
