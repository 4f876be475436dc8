import { createSocket } from 'node:dgram';
import { errorLineOf, startErrorLogFilter } from './errorLogFilter';
import { redactErrorLine } from './redactErrorLine';

// nginx's error lines as nginx 1.22 to 1.27 write them, with what must never reach a log.
const TIMED_OUT =
  '2026/11/27 18:33:31 [error] 5205#5205: *93 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 127.0.0.1, server: _, request: "GET /blog/a-post?preview=the-preview-secret-of-the-site&lang=ka HTTP/1.1", subrequest: "/_render/content/blog/a-post", upstream: "http://127.0.0.1:18082/_page/blog/a-post?preview=the-preview-secret-of-the-site&lang=ka", host: "localhost:18080", referrer: "https://app.contentful.com/spaces/x?focus=1"';

describe("nginx's error lines", () => {
  it('keep everything but the query strings: no secret, pass or typed word', () => {
    expect(redactErrorLine(TIMED_OUT)).toBe(
      '2026/11/27 18:33:31 [error] 5205#5205: *93 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 127.0.0.1, server: _, request: "GET /blog/a-post HTTP/1.1", subrequest: "/_render/content/blog/a-post", upstream: "http://127.0.0.1:18082/_page/blog/a-post", host: "localhost:18080", referrer: "https://app.contentful.com/spaces/x"',
    );
    const pass = `1900000000.${'A'.repeat(43)}`;
    expect(
      redactErrorLine(
        `request: "GET /?preview_pass=${pass} HTTP/1.1", upstream: "http://x/?q=typed"`,
      ),
    ).toBe('request: "GET / HTTP/1.1", upstream: "http://x/"');
    expect(redactErrorLine('a line with no address')).toBe('a line with no address');
  });

  it('lose a query even where it holds a quote (nginx writes it as it came)', () => {
    const line =
      '[error] 7#7: *1 upstream timed out, client: 127.0.0.1, server: _, request: "GET /blog?x="&preview=the-secret&typed=words HTTP/1.1", upstream: "http://127.0.0.1:1/_page/blog?x="&preview=the-secret", host: "localhost", referrer: "http://localhost/?q="&typed=words"';
    const redacted = redactErrorLine(line);
    expect(redacted).toBe(
      '[error] 7#7: *1 upstream timed out, client: 127.0.0.1, server: _, request: "GET /blog HTTP/1.1", upstream: "http://127.0.0.1:1/_page/blog", host: "localhost", referrer: "http://localhost/"',
    );
    expect(redacted).not.toMatch(/the-secret|words/);
  });

  it('lose the syslog header a container’s nginx sends them with', () => {
    expect(errorLineOf(`<11>Nov 27 18:33:31 nginx: ${TIMED_OUT}\n`)).toBe(
      redactErrorLine(TIMED_OUT),
    );
    expect(errorLineOf(`<12>Nov  7 08:03:01 host nginx: 2026/11/07 [warn] x?y`)).toBe(
      '2026/11/07 [warn] x',
    );
  });

  it('reach the log through the filter, redacted, from a syslog datagram', async () => {
    const written: string[] = [];
    const filter = await startErrorLogFilter(0, (line) => written.push(line));
    const sender = createSocket('udp4');
    try {
      // UDP on the loopback: sent again until it is there (a datagram is never queued for later).
      for (let tries = 0; written.length === 0 && tries < 100; tries += 1) {
        sender.send(`<11>Nov 27 18:33:31 nginx: ${TIMED_OUT}`, filter.port, '127.0.0.1');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(written[0]).toBe(redactErrorLine(TIMED_OUT));
      expect(written.join('\n')).not.toContain('the-preview-secret-of-the-site');
    } finally {
      sender.close();
      await filter.close();
    }
  });
});
