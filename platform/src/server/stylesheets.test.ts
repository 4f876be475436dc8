import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exposeStylesheets, inlineExposeStylesheets, inlineStylesheets } from './stylesheets';

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

  it('inlines them, named as the remote asks for them, their relative addresses kept', () => {
    const write = (file: string, css: string) => writeFileSync(path.join(distDir, file), css);
    write('__federation_expose_Home.b5ced215eb.css', '.h{background:url(assets/a.svg)}');
    write('258.dc280aea2a.css', '.f{background:url("/x.svg"),url(data:image/png;base64,AA)}');
    write('40.1111111111.css', '.l{color:red}');
    expect(inlineExposeStylesheets(distDir, 'Home', '/mfe/company/')).toBe(
      '<style data-href="__federation_expose_Home.b5ced215eb.css">' +
        '.h{background:url(/mfe/company/assets/a.svg)}</style>' +
        '<style data-href="258.dc280aea2a.css">' +
        '.f{background:url("/x.svg"),url(data:image/png;base64,AA)}</style>' +
        '<style data-href="40.1111111111.css">.l{color:red}</style>',
    );
  });

  it('names a module the build does not expose', () => {
    expect(() => exposeStylesheets(distDir, 'About', '/mfe/company/')).toThrow(/About/);
  });
});

describe('inlineStylesheets', () => {
  let distDir: string;
  beforeEach(() => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'styles-'));
    const write = (file: string, css: string) => writeFileSync(path.join(distDir, file), css);
    write('369.f065b966d7.css', '.a{color:red}\n/*# sourceMappingURL=369.f065b966d7.css.map*/');
    write('750.f065b966d7.css', '.a{color:red}');
    write('522.d223a71eed.css', '.b{color:blue}');
    write('522.d223a71eed.css.map', '{}');
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it('inlines each stylesheet once, every file marked with its address', () => {
    expect(inlineStylesheets(distDir, '/')).toBe(
      '<style data-href="/369.f065b966d7.css">.a{color:red}</style>' +
        '<style data-href="/522.d223a71eed.css">.b{color:blue}</style>' +
        '<style data-href="/750.f065b966d7.css"></style>',
    );
  });

  it('refuses a stylesheet that would end its element', () => {
    writeFileSync(path.join(distDir, '1.0000000000.css'), 'a::after{content:"</style>"}');
    expect(() => inlineStylesheets(distDir, '/')).toThrow(/1\.0000000000\.css/);
  });
});
