import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exposeStylesheets } from './stylesheets';

const assets = (sync: string[], async: string[] = []) => ({ css: { sync, async } });

describe('exposeStylesheets', () => {
  let distDir: string;
  beforeEach(() => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
    writeFileSync(
      path.join(distDir, 'mf-manifest.json'),
      JSON.stringify({
        exposes: [
          {
            name: 'Home',
            assets: assets(
              [
                '__federation_expose_Home.b5ced215eb.css',
                '681.9ec69242a9.css',
                '258.dc280aea2a.css',
              ],
              ['40.1111111111.css', '41.1111111111.css'],
            ),
          },
        ],
        shared: [
          { name: '@site/shared/ui', assets: assets(['62.9ec69242a9.css', '681.9ec69242a9.css']) },
        ],
      }),
    );
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it('links the module’s own stylesheets once each, not the shared code’s the shell links', () => {
    expect(exposeStylesheets(distDir, 'Home', '/mfe/company/')).toEqual([
      '/mfe/company/__federation_expose_Home.b5ced215eb.css',
      '/mfe/company/258.dc280aea2a.css',
      '/mfe/company/40.1111111111.css',
    ]);
  });

  it('names a module the build does not expose', () => {
    expect(() => exposeStylesheets(distDir, 'About', '/mfe/company/')).toThrow(/About/);
  });
});
