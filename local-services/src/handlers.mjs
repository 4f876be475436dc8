// The services besides geolocation, each in its own folder: the content API and the mail sink.
// Each module exports `create(options)` returning `(request, response, url) => Promise<boolean>`.
export async function loadOptionalHandlers(options) {
  const handlers = [];
  for (const path of ['./content/contentService.mjs', './mail/mailService.mjs']) {
    try {
      const module = await import(path);
      handlers.push(await module.create(options));
    } catch (error) {
      // Node says ERR_MODULE_NOT_FOUND; jest's module loader (unit tests) says MODULE_NOT_FOUND.
      const missing = error.code === 'ERR_MODULE_NOT_FOUND' || error.code === 'MODULE_NOT_FOUND';
      if (!missing || !String(error.message).includes(path.slice(2))) throw error;
    }
  }
  return handlers;
}
