// platform/src/composition/siteEnv.ts, the one reader of env files and the one template
// substitution: what the composition runs in every image and the dev servers run for /config.js.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import {
  parseEnvFile,
  quoteForJs,
  renderConfigScript,
  substitute,
  withEnvironment,
} from '../../platform/src/composition/siteEnv.ts';

const nginxDir = fileURLToPath(new URL('../../nginx/', import.meta.url));

describe('parseEnvFile', () => {
  it('reads KEY=value lines: comments, blank and malformed lines skipped, values as written', () => {
    const values = parseEnvFile(
      '# A comment\n\nA=1\n  B = 2\nC=x=y # not a comment\nD=\nlower_case=ok\n',
    );
    expect([...values]).toEqual([
      ['A', '1'],
      ['C', 'x=y # not a comment'],
      ['D', ''],
      ['lower_case', 'ok'],
    ]);
  });
});

describe('withEnvironment', () => {
  it("takes the environment's value, but keeps the default where it is unset or empty", () => {
    const defaults = new Map([
      ['A', 'a'],
      ['B', 'b'],
      ['C', 'c'],
    ]);
    expect([...withEnvironment(defaults, { A: 'given', B: '', D: 'not in the file' })]).toEqual([
      ['A', 'given'],
      ['B', 'b'],
      ['C', 'c'],
    ]);
  });
});

describe('substitute', () => {
  const values = new Map([
    ['PORT', '8080'],
    ['ROOT', '/srv/a b'],
  ]);

  it("replaces $NAME and ${NAME} of the named variables only, so nginx's own $uri and $host stay", () => {
    const template = 'listen ${PORT}; root $ROOT; return 301 $scheme://$host$uri; set $x ${OTHER};';
    expect(substitute(template, ['PORT', 'ROOT'], values)).toBe(
      'listen 8080; root /srv/a b; return 301 $scheme://$host$uri; set $x ${OTHER};',
    );
  });

  it('leaves a longer name alone and makes a named but unset variable empty, as envsubst does', () => {
    expect(substitute('$PORT_EXTRA ${PORT}x $MISSING.', ['PORT', 'MISSING'], values)).toBe(
      '$PORT_EXTRA 8080x .',
    );
  });
});

describe('quoteForJs', () => {
  it("keeps any value inside one '…' string", () => {
    const value = "it's \\ a\nline\u2028";
    const quoted = quoteForJs(value);
    expect(quoted).toBe("it\\'s \\\\ a\\u000aline\\u2028");
    expect(vm.runInNewContext(`'${quoted}'`)).toBe(value);
  });
});

describe('renderConfigScript', () => {
  it("writes window.__SITE_CONFIG__ from the template, the file's defaults and the environment", () => {
    const script = renderConfigScript(
      readFileSync(path.join(nginxDir, 'config.js.template'), 'utf8'),
      readFileSync(path.join(nginxDir, 'site.env'), 'utf8'),
      { COMPANY_PHONE: "+995 'quoted' \\ $uri", CONTENT_HOST: '' },
    );
    const window: { __SITE_CONFIG__?: { company: { phone: string }; content: { host: string } } } =
      {};
    vm.runInNewContext(script, { window });
    expect(window.__SITE_CONFIG__?.company.phone).toBe("+995 'quoted' \\ $uri");
    expect(window.__SITE_CONFIG__?.content.host).toBe(
      parseEnvFile(readFileSync(path.join(nginxDir, 'site.env'), 'utf8')).get('CONTENT_HOST'),
    );
  });
});
