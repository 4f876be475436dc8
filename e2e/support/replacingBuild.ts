import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { timedStep } from './timedStep';

// A production build of one app with some of its sources swapped for copies beside them
// (replacing.webpack.mts): the repository's sources and builds stay as they are while other tests
// build, watch and serve them. Precompressed as `npm run build` does.

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '../..');

/** A file the build reads from `copy` instead of `original`. */
export interface Replacement {
  original: string;
  copy: string;
}

/** Builds `app` into `outputDir` (its dist/ and dist-server/) with `replacements` swapped in. */
export async function buildReplacing(
  app: string,
  outputDir: string,
  replacements: readonly Replacement[],
): Promise<void> {
  await timedStep(`build ${app} with ${replacements.length} file(s) replaced`, () =>
    run(
      'npx',
      [
        '--no-install',
        'webpack',
        '--mode',
        'production',
        '--config',
        path.join(__dirname, 'replacing.webpack.mts'),
      ],
      {
        cwd: path.join(repoRoot, app),
        env: {
          ...process.env,
          SITE_BUILD_OUTPUT_DIR: outputDir,
          E2E_REPLACEMENTS: JSON.stringify(replacements),
        },
        maxBuffer: 16 * 1024 * 1024,
      },
    ),
  );
  await run(process.execPath, [path.join(repoRoot, 'tooling/precompress.ts'), `${outputDir}/dist`]);
}
