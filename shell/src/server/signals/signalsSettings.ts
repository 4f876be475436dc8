import { CONTAINER_PORTS } from '@site/platform/metrics';

// The signals server's settings, from the entry container's environment; none of them is a
// runtime variable of the site: the image and the local site fix them.

export interface SignalsSettings {
  port: number;
  /** Loopback: only the entry's nginx, in the same container, passes beacons to it. */
  host: string;
  /** Beacons taken from one address per minute. */
  perMinute: number;
}

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

export const DEFAULT_BEACONS_PER_MINUTE = 30;

export function readSignalsSettings(env: NodeJS.ProcessEnv = process.env): SignalsSettings {
  return {
    port: number(env.SIGNALS_SERVER_PORT, CONTAINER_PORTS.signalsServer),
    host: env.SIGNALS_SERVER_HOST || '127.0.0.1',
    perMinute: number(env.SIGNALS_BEACONS_PER_MINUTE, DEFAULT_BEACONS_PER_MINUTE),
  };
}
