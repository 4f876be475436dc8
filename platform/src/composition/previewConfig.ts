// The /config.js of an editor's preview (docs/operations.md#editor-preview): the visitors' one,
// the flag that puts the browser in preview, and the origins of the editors' app that may frame
// the page, the only windows its live-preview messages go to (docs/operations.md#live-preview).

/** The origins of a space-separated PREVIEW_FRAME_ORIGINS, each once. */
export function frameOrigins(value: string): string[] {
  return [...new Set(value.split(/\s+/).filter(Boolean))];
}

export function previewConfigScript(config: string, frameOriginsValue: string): string {
  return (
    `${config}window.__SITE_PREVIEW__ = true;\n` +
    `window.__SITE_PREVIEW_FRAME_ORIGINS__ = ${JSON.stringify(frameOrigins(frameOriginsValue))};\n`
  );
}
