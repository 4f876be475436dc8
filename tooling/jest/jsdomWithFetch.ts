// jsdom has no fetch: give it Node's, so code (and the real SDKs) can call local servers.
import JsdomEnvironment from 'jest-environment-jsdom';

const NODE_GLOBALS = [
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
] as const;

export default class JsdomWithFetch extends JsdomEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] && !this.global[name])
        Object.assign(this.global, { [name]: globalThis[name] });
    }
  }
}
