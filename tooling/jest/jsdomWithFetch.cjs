// jsdom has no fetch: give it Node's, so code (and the real SDKs) can call local servers.
const JsdomEnvironment = require('jest-environment-jsdom').default;

class JsdomWithFetch extends JsdomEnvironment {
  async setup() {
    await super.setup();
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
      'ReadableStream',
      'TransformStream',
      'BroadcastChannel',
    ]) {
      if (globalThis[name] && !this.global[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
