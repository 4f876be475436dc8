// Test support: the real local-services server on an ephemeral port, in its own process
// (mfe-content's jest runs CommonJS, and the services are ES modules). Prints `{"port":N}` once
// listening; stops when its parent closes stdin or sends SIGTERM.
// Environment as for `npm start` (CONTENT_EXPORT_FILE, CONTENT_ACCESS_TOKEN, CONTENT_SPACE).
import type { AddressInfo } from 'node:net';
import { createLocalServices } from '../src/createServer.ts';

const server = await createLocalServices();
server.listen(0, '127.0.0.1', () => {
  // Listening on a TCP port, the address is an AddressInfo (a string only for a pipe).
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});
const stop = () => server.close(() => process.exit(0));
process.stdin.on('end', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
