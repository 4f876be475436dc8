// The services besides geolocation, each in its own folder: the content API and the mail sink.
// Each module exports `create(options)` returning `(request, response, url) => Promise<boolean>`.
export async function loadOptionalHandlers(options) {
  const handlers = [];
  for (const path of ['./content/contentService.mjs', './mail/mailService.mjs']) {
    try {
      const module = await import(path);
      handlers.push(await module.create(options));
    } catch (error) {
      if (error.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes(path.slice(2)))
        throw error;
    }
  }
  return handlers;
}
