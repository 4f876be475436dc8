import { canDeploy, canDeployRemote } from './canDeploy';

const SITE = new URL('https://www.example.ge/');
const UI = '@site/shared/ui';

const manifest = (provides: Record<string, string[]>, needs: Record<string, string[]>) => ({
  metaData: {
    sharedContract: {
      // A hash of `provides` in real builds: equal surfaces, equal versions.
      version: JSON.stringify(provides),
      provides,
      needs,
    },
  },
});

// @site/shared/ui as it was, with a name added, and with one dropped.
const UI_TODAY = ['Breadcrumb', 'Spinner'];
const UI_ADDED = ['Breadcrumb', 'Spinner', 'acceptanceMark'];
const UI_DROPPED = ['Spinner'];

const shellOn = (ui: string[]) => manifest({ [UI]: ui }, { [UI]: ['Spinner'] });
const remoteOn = (ui: string[], needs: string[]) => manifest({ [UI]: ui }, { [UI]: needs });

/** The live site: each address's manifest or script; anything else does not answer. */
function liveSite(answers: Record<string, unknown>) {
  return async (url: string) => {
    if (!(url in answers)) throw new TypeError('fetch failed');
    const answer = answers[url];
    if (answer instanceof Response) return answer;
    return typeof answer === 'string' ? new Response(answer) : Response.json(answer);
  };
}

/** A site with this shell and these remotes at their default addresses. */
const site = (
  shell: unknown,
  remotes: { company?: unknown; content?: unknown; contact?: unknown },
) =>
  liveSite({
    'https://www.example.ge/mf-manifest.json': shell,
    ...Object.fromEntries(
      Object.entries(remotes).map(([name, value]) => [
        `https://www.example.ge/mfe/${name}/mf-manifest.json`,
        value,
      ]),
    ),
  });

// The other remotes, built on today's @site/shared: what the site agrees on.
const CONTENT = remoteOn(UI_TODAY, ['Spinner']);
const CONTACT = remoteOn(UI_TODAY, ['Spinner']);
const COMPANY_TODAY = remoteOn(UI_TODAY, ['Breadcrumb', 'Spinner']);
const COMPANY_NEW = remoteOn(UI_ADDED, ['Spinner', 'acceptanceMark']);

describe('a remote built on a newer @site/shared, in both orders', () => {
  it('remote first: no, the remote is the newer side, deploy the shell first', async () => {
    const live = site(shellOn(UI_TODAY), {
      company: COMPANY_TODAY,
      content: CONTENT,
      contact: CONTACT,
    });
    expect(await canDeploy('mfe-company', COMPANY_NEW, SITE, live)).toEqual({
      answer: 'no',
      reason: `this company build is newer than the live shell: it needs what the shell does not provide yet (${UI} without acceptanceMark): deploy the shell first`,
      beyondServing: [{ entry: UI, missing: ['acceptanceMark'] }],
    });
  });

  it('remote first, already deployed: the same build serving is no witness, the others say it is new', async () => {
    const live = site(shellOn(UI_TODAY), {
      company: COMPANY_NEW,
      content: CONTENT,
      contact: CONTACT,
    });
    const verdict = await canDeployRemote('company', 'mfe-company', COMPANY_NEW, SITE, live);
    expect(verdict.reason).toContain('deploy the shell first');
    // It lacks no more than the build serving now: a first-readiness gate would not hold it.
    expect(verdict.beyondServing).toEqual([]);
  });

  it('shell first: yes, the new shell gives every live remote what it needs', async () => {
    const live = site(shellOn(UI_TODAY), {
      company: COMPANY_TODAY,
      content: CONTENT,
      contact: CONTACT,
    });
    expect(await canDeploy('shell', shellOn(UI_ADDED), SITE, live)).toMatchObject({
      answer: 'yes',
    });
    // And then the remote.
    const after = site(shellOn(UI_ADDED), {
      company: COMPANY_TODAY,
      content: CONTENT,
      contact: CONTACT,
    });
    expect(await canDeploy('mfe-company', COMPANY_NEW, SITE, after)).toMatchObject({
      answer: 'yes',
    });
  });

  it('a live remote ahead of both shells: no, naming that remote as the newer side', async () => {
    const live = site(shellOn(UI_TODAY), {
      company: COMPANY_NEW,
      content: CONTENT,
      contact: CONTACT,
    });
    expect(await canDeploy('shell', shellOn(UI_TODAY), SITE, live)).toEqual({
      answer: 'no',
      reason: `the live company is newer than this shell: it needs what this shell does not provide yet (${UI} without acceptanceMark): deploy a shell that provides it`,
    });
  });
});

describe('a shell built on a @site/shared that dropped a name, in both orders', () => {
  it('shell first: no, this shell is the change, deploy the remote built without it first', async () => {
    const live = site(shellOn(UI_TODAY), {
      company: COMPANY_TODAY,
      content: CONTENT,
      contact: CONTACT,
    });
    expect(await canDeploy('shell', shellOn(UI_DROPPED), SITE, live)).toEqual({
      answer: 'no',
      reason: `this shell drops names in use: the live company needs what this shell lacks (${UI} without Breadcrumb): deploy company built without it first`,
    });
  });

  it('shell already deployed: the remote is told the shell changed, never to deploy the shell first', async () => {
    const live = site(shellOn(UI_DROPPED), {
      company: COMPANY_TODAY,
      content: CONTENT,
      contact: CONTACT,
    });
    // The company build that serves now, asked again (a new pod, a redeploy of the same tag).
    const verdict = await canDeploy('mfe-company', COMPANY_TODAY, SITE, live);
    expect(verdict).toEqual({
      answer: 'no',
      reason: `the live shell changed: it dropped what this company build still uses (${UI} without Breadcrumb): deploy company built without it first, or roll the shell back`,
      beyondServing: [],
    });
    expect(verdict.reason).not.toContain('deploy the shell first');
  });

  it('remote first: yes for the remote built without the name, then yes for the shell', async () => {
    const companyWithout = remoteOn(UI_DROPPED, ['Spinner']);
    const live = site(shellOn(UI_TODAY), {
      company: COMPANY_TODAY,
      content: CONTENT,
      contact: CONTACT,
    });
    expect(await canDeploy('mfe-company', companyWithout, SITE, live)).toMatchObject({
      answer: 'yes',
    });
    const after = site(shellOn(UI_TODAY), {
      company: companyWithout,
      content: CONTENT,
      contact: CONTACT,
    });
    expect(await canDeploy('shell', shellOn(UI_DROPPED), SITE, after)).toMatchObject({
      answer: 'yes',
    });
  });
});

it('says so when nothing live tells which side is newer, and gives both ways', async () => {
  // Only the shell answers: no other build to compare with.
  const live = site(shellOn(UI_DROPPED), {});
  const verdict = await canDeploy('mfe-company', COMPANY_TODAY, SITE, live);
  expect(verdict).toMatchObject({ answer: 'no' });
  expect(verdict.reason).toBe(
    `the live shell lacks what this company build needs (${UI} without Breadcrumb) and no other live build tells which side is newer: if the names are new, deploy the shell first; if the shell dropped them, deploy company built without them or roll the shell back`,
  );
});

describe('an unknown contract is "cannot tell", never a no', () => {
  it('a live shell from before contracts were written', async () => {
    const old = site({ metaData: {} }, { company: COMPANY_TODAY });
    expect(await canDeploy('mfe-company', COMPANY_NEW, SITE, old)).toEqual({
      answer: 'unknown',
      reason:
        "the live shell's https://www.example.ge/mf-manifest.json says nothing of its shared contract (built before contracts were written)",
      beyondServing: [],
    });
  });

  it('a live shell that does not answer, or answers an error', async () => {
    const down = await canDeploy('mfe-company', COMPANY_NEW, SITE, liveSite({}));
    expect(down.answer).toBe('unknown');
    expect(down.reason).toMatch(
      /^the live shell's .*mf-manifest\.json does not answer \(fetch failed\)$/,
    );
    const failing = site(new Response('', { status: 502 }), {});
    expect(await canDeploy('mfe-company', COMPANY_NEW, SITE, failing)).toMatchObject({
      answer: 'unknown',
      reason: "the live shell's https://www.example.ge/mf-manifest.json answers 502",
    });
  });

  it('for a shell: a live remote from before contracts were written', async () => {
    const live = site(shellOn(UI_TODAY), {
      company: { metaData: {} },
      content: CONTENT,
      contact: CONTACT,
    });
    expect(await canDeploy('shell', shellOn(UI_TODAY), SITE, live)).toEqual({
      answer: 'unknown',
      reason:
        'company: https://www.example.ge/mfe/company/mf-manifest.json says nothing of its shared contract (built before contracts were written)',
    });
  });

  it('for a shell: a no from one remote outweighs an unknown from another', async () => {
    const live = site(shellOn(UI_TODAY), {
      company: { metaData: {} },
      content: CONTENT,
      contact: CONTACT,
    });
    expect(await canDeploy('shell', shellOn([]), SITE, live)).toMatchObject({ answer: 'no' });
  });

  it('a build that says nothing of its own contract', async () => {
    const verdict = await canDeploy('mfe-company', { metaData: {} }, SITE, liveSite({}));
    expect(verdict).toMatchObject({
      answer: 'unknown',
      reason:
        'this mfe-company build says nothing of its shared contract (built before contracts were written): build it again',
    });
  });
});

it("reads the remotes' addresses from the live config.js", async () => {
  const live = liveSite({
    'https://www.example.ge/mf-manifest.json': shellOn(UI_TODAY),
    // The contact remote lives on a host of its own: the live config.js says where.
    'https://www.example.ge/config.js':
      "window.__SITE_CONFIG__ = { remotes: { contact: 'https://contact.example.ge/mf-manifest.json' } };",
    'https://www.example.ge/mfe/company/mf-manifest.json': COMPANY_TODAY,
    'https://www.example.ge/mfe/content/mf-manifest.json': CONTENT,
    'https://contact.example.ge/mf-manifest.json': remoteOn(UI_TODAY, ['Breadcrumb']),
  });
  const verdict = await canDeploy('shell', shellOn(UI_DROPPED), SITE, live);
  expect(verdict.reason).toContain('the live contact needs what this shell lacks');
});
