// `node local-services/src/server.ts`: the offline stand-ins on LOCAL_SERVICES_PORT (4000).
import { createLocalServices } from './createServer.ts';

const port = Number(process.env.LOCAL_SERVICES_PORT ?? 4000);
const host = process.env.LOCAL_SERVICES_HOST ?? '0.0.0.0';
const server = await createLocalServices();
server.listen(port, host, () => {
  console.log(`local-services listening on http://localhost:${port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
