import { lookup } from 'node:dns/promises';

const PASS_ON_TIMEOUT_MS = 3_000;

/**
 * Every address behind `host:port` entries: a name may stand for several (Kubernetes' headless
 * Service content-peers answers with the address of every ready content pod).
 */
export async function peerAddresses(peers: readonly string[]): Promise<string[]> {
  const found = await Promise.all(
    peers.map(async (peer) => {
      const at = peer.lastIndexOf(':');
      const host = peer.slice(0, at);
      const port = peer.slice(at + 1);
      if (at < 1 || !/^\d+$/.test(port)) return [];
      try {
        const addresses = await lookup(host, { all: true });
        return addresses.map(({ address, family }) =>
          family === 6 ? `[${address}]:${port}` : `${address}:${port}`,
        );
      } catch {
        return [];
      }
    }),
  );
  return [...new Set(found.flat())];
}

/** Sends the webhook to every peer; a peer that fails is logged, and follows its own sync. */
export async function passToPeers(
  peers: readonly string[],
  path: string,
  headers: Record<string, string>,
  body: string,
  log: (line: string) => void,
): Promise<void> {
  const addresses = await peerAddresses(peers);
  await Promise.all(
    addresses.map(async (address) => {
      try {
        const answer = await fetch(`http://${address}${path}`, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(PASS_ON_TIMEOUT_MS),
        });
        if (answer.status !== 202)
          log(`content renderer: ${address} answered the webhook ${answer.status}`);
      } catch (error) {
        log(`content renderer: could not pass the webhook on to ${address}: ${String(error)}`);
      }
    }),
  );
}
