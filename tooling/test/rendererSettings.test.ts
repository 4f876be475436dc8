// The content renderer reads its settings from its environment with defaults of its own: they
// must be the schema's (platform/src/config/runtimeVariables.ts), which the docs and env files show.
import { readRendererSettings } from '../../mfe-content/src/server/rendererSettings';
import { RUNTIME_VARIABLES } from '../../platform/src/config/runtimeVariables';

const schemaDefault = (name: string) =>
  RUNTIME_VARIABLES.find((variable) => variable.name === name)?.default;

describe('the renderer settings', () => {
  it("default to the schema's values when the container sets none", () => {
    const settings = readRendererSettings({});
    expect(String(settings.syncSeconds)).toBe(schemaDefault('CONTENT_SYNC_SECONDS'));
    expect(settings.webhookSecret).toBe(schemaDefault('CONTENT_WEBHOOK_SECRET'));
    expect(settings.peers.join(',')).toBe(schemaDefault('CONTENT_PEERS'));
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
