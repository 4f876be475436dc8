// The content renderer reads its settings from its environment with defaults of its own: they
// must be the schema's (platform/src/config/runtimeVariables.ts), which the docs and env files show.
import { readRendererSettings } from '../../mfe-content/src/server/rendererSettings';
import { LOCAL_PREVIEW, RUNTIME_VARIABLES } from '../../platform/src/config/runtimeVariables';

const schemaDefault = (name: string) =>
  RUNTIME_VARIABLES.find((variable) => variable.name === name)?.default;

describe('the renderer settings', () => {
  it("default to the schema's values when the container sets none", () => {
    const settings = readRendererSettings({});
    expect(String(settings.syncSeconds)).toBe(schemaDefault('CONTENT_SYNC_SECONDS'));
    expect(settings.webhookSecret).toBe(schemaDefault('CONTENT_WEBHOOK_SECRET'));
    expect(settings.peers.join(',')).toBe(schemaDefault('CONTENT_PEERS'));
    // Not an operator's setting: a request to the content service gets 4 s, then one more try.
    expect(settings.contentTimeoutMs).toBe(4_000);
  });

  it('give a request to the content service the time RENDERER_CONTENT_TIMEOUT_MS says', () => {
    expect(readRendererSettings({ RENDERER_CONTENT_TIMEOUT_MS: '1500' }).contentTimeoutMs).toBe(
      1_500,
    );
    expect(readRendererSettings({ RENDERER_CONTENT_TIMEOUT_MS: 'soon' }).contentTimeoutMs).toBe(
      4_000,
    );
  });

  it('read every peer of CONTENT_PEERS, and a sync interval in seconds', () => {
    const settings = readRendererSettings({
      CONTENT_PEERS: 'content-peers.site.svc.cluster.local:8080, 10.0.0.7:8080',
      CONTENT_SYNC_SECONDS: '5',
    });
    expect(settings.peers).toEqual(['content-peers.site.svc.cluster.local:8080', '10.0.0.7:8080']);
    expect(settings.syncSeconds).toBe(5);
  });
});

// Issue 52: drafts are served to whoever has the secret, so a Preview API token needs a secret of
// 32 characters or more that the operator chose; the container's start refuses the same first.
describe("the renderer's preview settings", () => {
  const SECRET = 'a-preview-secret-of-thirty-two-c';

  it('are off with neither a secret nor a token, and with a secret alone', () => {
    expect(readRendererSettings({}).preview.enabled).toBe(false);
    expect(
      readRendererSettings({ PREVIEW_SECRET: '', CONTENT_PREVIEW_TOKEN: '' }).preview.enabled,
    ).toBe(false);
    expect(readRendererSettings({ PREVIEW_SECRET: SECRET }).preview.enabled).toBe(false);
  });

  it('are on with a token and a secret of 32 characters or more', () => {
    expect(SECRET).toHaveLength(32);
    const { preview } = readRendererSettings({
      PREVIEW_SECRET: SECRET,
      CONTENT_PREVIEW_TOKEN: 'a-real-token',
    });
    expect(preview).toMatchObject({ enabled: true, secret: SECRET, token: 'a-real-token' });
    expect(
      readRendererSettings({
        PREVIEW_SECRET: LOCAL_PREVIEW.secret,
        CONTENT_PREVIEW_TOKEN: LOCAL_PREVIEW.token,
      }).preview.enabled,
    ).toBe(true);
  });

  it('stop the renderer, in one sentence naming the variables, on a token without a secret', () => {
    expect(() => readRendererSettings({ CONTENT_PREVIEW_TOKEN: 'a-real-token' })).toThrow(
      "CONTENT_PREVIEW_TOKEN is set but PREVIEW_SECRET is empty: give PREVIEW_SECRET 32 to 256 letters, digits, '.', '_', '~' or '-', or leave CONTENT_PREVIEW_TOKEN empty to turn preview off (docs/operations.md#editor-preview).",
    );
  });

  it.each(['local-preview-secret', 's'.repeat(31)])(
    'stop the renderer on a secret shorter than 32 characters, never showing it: %s',
    (secret) => {
      let message = '';
      try {
        readRendererSettings({ PREVIEW_SECRET: secret, CONTENT_PREVIEW_TOKEN: 'a-real-token' });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe(
        `PREVIEW_SECRET (${secret.length} characters) is not 32 to 256 letters, digits, '.', '_', '~' or '-' (docs/operations.md#variables).`,
      );
      expect(message).not.toContain(secret);
    },
  );

  it("stop the renderer on the local stand-ins' published secret with a real token", () => {
    expect(() =>
      readRendererSettings({
        PREVIEW_SECRET: LOCAL_PREVIEW.secret,
        CONTENT_PREVIEW_TOKEN: 'a-real-token',
      }),
    ).toThrow("PREVIEW_SECRET is the local stand-ins' published one");
  });
});
