import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.js';
import { testApp } from './test/test-app.js';
import { client, NEGOTIATOR } from './test/client.js';
import { DEMO_PIN } from './seed/demo-bank.js';

/** The gateway's log lines, parsed, as a logger at `level` writes them. */
async function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const t = await testApp({}, { ...(loggerOptions(level) as object), stream });
  return { t, lines };
}

describe('access log', () => {
  it('writes one line per call at info: method, path with the PIN redacted, status, time, address', async () => {
    const { t, lines } = await appLogging('info');
    try {
      const c = client(t.app);
      const first = await c.login(NEGOTIATOR);
      await c.pin(first.body.token!, '1111');
      const requests = lines.filter((l) => l.msg === 'request');
      expect(requests.map((l) => [l.method, l.url, l.status])).toEqual([
        ['POST', '/api/auth/login', 200],
        ['POST', '/api/auth/login/[redacted]', 401],
      ]);
      expect(requests.every((l) => typeof l.ms === 'number' && typeof l.ip === 'string' && typeof l.reqId === 'string')).toBe(true);
      // Fastify's own two lines per call are off, and no line carries a PIN.
      expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
      expect(JSON.stringify(lines)).not.toContain(`/login/1111`);
      expect(JSON.stringify(lines)).not.toContain(`/login/${DEMO_PIN}`);
    } finally {
      await t.close();
    }
  });

  it('writes none above info', async () => {
    const { t, lines } = await appLogging('warn');
    try {
      await client(t.app).login(NEGOTIATOR);
      expect(lines).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
