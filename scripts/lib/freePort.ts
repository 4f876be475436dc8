import { createServer } from 'node:net';

/** A port nothing on 127.0.0.1 listens on now (the system's choice), for a server a test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port was given');
  return address.port;
}
