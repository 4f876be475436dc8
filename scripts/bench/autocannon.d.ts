// The part of autocannon (a CommonJS package without type declarations) the benchmark uses:
// called without a callback, it resolves with the run's result.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
  }

  /** A histogram's summary: requests per second, or latencies in ms. */
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
