// Requests per second on loopback with autocannon: what one entry serves at a given number of
// connections, with every error, time-out and non-2xx answer counted.
import autocannon from 'autocannon';

export interface Throughput {
  url: string;
  connections: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export async function throughput(
  url: string,
  {
    connections = 50,
    durationSeconds = 10,
  }: { connections?: number; durationSeconds?: number } = {},
): Promise<Throughput> {
  const result = await autocannon({ url, connections, duration: durationSeconds });
  return {
    url,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
