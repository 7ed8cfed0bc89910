/**
 * The server as `npm start` starts it, over a raw socket: requests its HTTP parser refuses before
 * routing (a URL over the limit, an en dash typed into the URL, bytes that are not HTTP) are still
 * the API's JSON errors with CORS, and the server goes on answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../lib/messages.ts';
import { npmStart } from '../support/e2eTargets.ts';
import { rawHttp } from '../support/rawHttp.ts';
import type { ServerProcess } from '../support/serverProcess.ts';

let server: ServerProcess;
let port: number;
beforeAll(async () => {
  server = await npmStart();
  port = Number(new URL(server.url).port);
});
afterAll(() => server?.stop());

describe('npm start: requests the HTTP parser refuses', () => {
  it.each([
    { name: 'a 17 KB URL', bytes: `GET /typical-weather?address=${'x'.repeat(17 * 1024)} HTTP/1.1\r\nHost: a\r\n\r\n`, status: 414, error: messages.urlTooLong(16) },
    { name: 'period=1991–2020 typed by hand', bytes: Buffer.from('GET /typical-weather?zip=10024&period=1991–2020 HTTP/1.1\r\nHost: a\r\n\r\n'), status: 400, error: messages.malformedRequest() },
    { name: 'bytes that are not HTTP', bytes: 'HELLO\r\n\r\n', status: 400, error: messages.malformedRequest() },
  ])('$name: JSON $status with CORS', async ({ bytes, status, error }) => {
    const answer = await rawHttp(port, bytes);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(JSON.parse(answer.body)).toEqual({ error });
  });

  it('still answers, the en dash percent-encoded as a browser sends it', async () => {
    const res = await fetch(`${server.url}/typical-weather?zip=10024&period=1991%E2%80%932020&units=METRIC&month=7`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { units: string }).units).toBe('metric');
  });
});
