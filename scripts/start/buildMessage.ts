// What an app's watched build (watchApp.ts) tells `npm start` after each build.
export interface BuildMessage {
  app: string;
  ok: boolean;
}

export function isBuildMessage(message: unknown): message is BuildMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    'app' in message &&
    typeof message.app === 'string' &&
    'ok' in message &&
    typeof message.ok === 'boolean'
  );
}
