import { canDeploy } from './canDeploy';

const SITE = new URL('https://www.example.ge/');

const manifest = (provides: Record<string, string[]>, needs: Record<string, string[]>) => ({
  metaData: { sharedContract: { version: 'v1', provides, needs } },
});

const SHELL_TODAY = manifest({ '@site/shared/ui': ['Breadcrumb', 'Spinner'] }, {});
const COMPANY_NEEDING_NEW = manifest(
  { '@site/shared/ui': ['Breadcrumb', 'Spinner', 'acceptanceMark'] },
  { '@site/shared/ui': ['Spinner', 'acceptanceMark'] },
);

/** The live site: each address's manifest or script; anything else is not there. */
function liveSite(answers: Record<string, unknown>) {
  return async (url: string) => {
    if (!(url in answers)) throw new TypeError('fetch failed');
    const answer = answers[url];
    return typeof answer === 'string' ? new Response(answer) : Response.json(answer);
  };
}

describe('can-deploy for a remote', () => {
  it('says no, naming what the live shell lacks, when the build needs a name it does not have', async () => {
    const live = liveSite({ 'https://www.example.ge/mf-manifest.json': SHELL_TODAY });
    const verdict = await canDeploy('mfe-company', COMPANY_NEEDING_NEW, SITE, live);
    expect(verdict).toEqual({
      ok: false,
      known: true,
      reason:
        'the live shell provides @site/shared/ui without acceptanceMark: deploy the shell first',
    });
  });

  it('says yes once the live shell provides it', async () => {
    const shell = manifest({ '@site/shared/ui': ['Breadcrumb', 'Spinner', 'acceptanceMark'] }, {});
    const live = liveSite({ 'https://www.example.ge/mf-manifest.json': shell });
    const verdict = await canDeploy('mfe-company', COMPANY_NEEDING_NEW, SITE, live);
    expect(verdict.ok).toBe(true);
  });

  it('says no, as unknown, when the live shell does not answer or declares nothing', async () => {
    const down = await canDeploy('mfe-company', COMPANY_NEEDING_NEW, SITE, liveSite({}));
    expect(down).toMatchObject({ ok: false, known: false });
    expect(down.reason).toMatch(/^cannot tell: .*mf-manifest\.json does not answer/);
    const old = liveSite({ 'https://www.example.ge/mf-manifest.json': { metaData: {} } });
    const silent = await canDeploy('mfe-company', COMPANY_NEEDING_NEW, SITE, old);
    expect(silent).toMatchObject({ ok: false, known: false });
  });
});

describe('can-deploy for the shell', () => {
  const live = (company: unknown) =>
    liveSite({
      // The contact remote lives on a host of its own: the live config.js says where.
      'https://www.example.ge/config.js':
        "window.__SITE_CONFIG__ = { remotes: { contact: 'https://contact.example.ge/mf-manifest.json' } };",
      'https://www.example.ge/mfe/company/mf-manifest.json': company,
      'https://www.example.ge/mfe/content/mf-manifest.json': manifest({}, {}),
      'https://contact.example.ge/mf-manifest.json': manifest(
        {},
        { '@site/shared/ui': ['Spinner'] },
      ),
    });

  it('says no when a live remote uses a name the new shell dropped, and which remote to deploy first', async () => {
    const verdict = await canDeploy('shell', SHELL_TODAY, SITE, live(COMPANY_NEEDING_NEW));
    expect(verdict.ok).toBe(false);
    expect(verdict.reason).toBe(
      'the live company needs what this shell lacks (@site/shared/ui without acceptanceMark): deploy company built without it first',
    );
  });

  it('says yes when every live remote finds what it needs', async () => {
    const company = manifest({}, { '@site/shared/ui': ['Breadcrumb'] });
    const verdict = await canDeploy('shell', SHELL_TODAY, SITE, live(company));
    expect(verdict).toMatchObject({ ok: true, known: true });
  });
});

it('refuses a build that says nothing of its contract', async () => {
  const verdict = await canDeploy('mfe-company', { metaData: {} }, SITE, liveSite({}));
  expect(verdict.reason).toBe(
    "mfe-company's build says nothing of its shared contract: build it again",
  );
});
