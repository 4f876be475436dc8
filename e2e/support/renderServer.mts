// `node renderServer.mts <server>`: renders one server of a running preview again, as its
// container does when it starts (configure.sh: config, server block, prerendered pages), for the tests
// that redeploy one part of a site under an open page. Its environment is the preview's own
// (ports, PREVIEW_SERVER_ENV), so it writes into that preview's runtime folder.
// `.mts`: e2e/package.json names no module type, and Node runs this file itself.
import { pointAtLocalServices } from '../../scripts/lib/localSite.ts';
import { isAppServer, renderPreviewServer } from '../../scripts/lib/nginxPreview.ts';

const [server] = process.argv.slice(2);
if (!server || !isAppServer(server)) throw new Error('usage: node renderServer.mts <server>');
pointAtLocalServices();
renderPreviewServer(server);
