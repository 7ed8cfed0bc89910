/**
 * Static paths and answers on the real server (createApp) over a site folder of its own: paths the
 * file system cannot map, dotfiles and a symlinked folder leading out of the site are JSON 404s
 * (logged in one line at most, without the absolute path); conditional requests per RFC 9110
 * (weak ETags and `*` match); a 416 carries no body; the security headers are there.
 */
import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_CSP } from '../../api/securityHeaders.ts';
import { createApp } from '../../server/app.ts';
import { rawHttp } from '../support/rawHttp.ts';

let server: Server;
let base: string;
let port: number;
const outside = mkdtempSync(path.join(tmpdir(), 'tw-outside-'));
const site = mkdtempSync(path.join(tmpdir(), 'tw-site-'));

beforeAll(async () => {
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(site, 'styles.css'), 'body { margin: 0 }');
  writeFileSync(path.join(site, '.env'), 'SECRET=1');
  writeFileSync(path.join(outside, 'secret.json'), '{"secret":true}');
  mkdirSync(path.join(site, 'data'));
  symlinkSync(outside, path.join(site, 'data', 'linked'));
  server = createApp({ siteDir: site, handler: async () => Response.json({ ok: true }) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('static paths no file can have', () => {
  const long = 'a'.repeat(300);
  it.each([
    ['a segment over 255 bytes', `/${long}`],
    ['a segment over 255 bytes, percent-encoded', `/${'%C3%A9'.repeat(130)}`],
    ['a path over the limit', `/${'abcdefgh/'.repeat(200)}x`],
    ['a dotfile', '/.env'],
    ['a symlinked folder out of the site', '/data/linked/secret.json'],
  ])('%s: a JSON 404, one log line at most, no absolute path', async (_, target) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await fetch(base + target);
    const lines = log.mock.calls.map((call) => call.join(' '));
    log.mockRestore();
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toHaveProperty('error');
    expect(lines.length).toBeLessThanOrEqual(1);
    expect(lines.join('\n')).not.toContain(site);
  });
});

describe('static answers', () => {
  it('the page has its security headers', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(PAGE_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it.each([
    ['the strong ETag', (etag: string) => etag],
    ['the weak ETag', (etag: string) => `W/${etag}`],
    ['a list holding it', (etag: string) => `"other", ${etag}`],
    ['*', () => '*'],
  ])('If-None-Match: %s is a 304 with the 200’s validators', async (_, ifNoneMatch) => {
    const first = await fetch(`${base}/styles.css`);
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    // Raw: fetch adds Cache-Control: no-cache to a conditional request, which rightly asks for the whole answer.
    const res = await rawHttp(port, `GET /styles.css HTTP/1.1\r\nHost: a\r\nIf-None-Match: ${ifNoneMatch(etag)}\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.body).toBe('');
  });

  it('another ETag is a 200', async () => {
    const res = await rawHttp(port, 'GET /styles.css HTTP/1.1\r\nHost: a\r\nIf-None-Match: W/"other"\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
    expect(res.body).toBe('body { margin: 0 }');
  });

  it('a range past the end is a 416 without the file', async () => {
    const answer = await rawHttp(port, 'GET /styles.css HTTP/1.1\r\nHost: a\r\nRange: bytes=9999-\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(416);
    expect(answer.headers.get('content-range')).toBe('bytes */18');
    expect(answer.body).toBe('');
  });
});
