/**
 * The API's headers are the same locally as on Netlify: every kind of answer (success, conditional,
 * HEAD, preflight, each error) from the local server as `npm start` runs it and from the function as
 * Netlify bundles it (Node 22, its Lambda entry point), compared header by header. Left out: what
 * each server's transport adds (Date, Connection, Keep-Alive), and the `X-Nf-*` metadata Netlify's
 * bootstrap gives its own proxy, which does not pass it on.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { netlify, npmStart } from '../support/e2eTargets.ts';
import type { ServerProcess } from '../support/serverProcess.ts';

const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

let local: ServerProcess;
let lambda: ServerProcess;

beforeAll(async () => {
  [local, lambda] = await Promise.all([npmStart(), netlify()]);
}, 600_000);

afterAll(async () => {
  await Promise.all([local?.stop(), lambda?.stop()]);
});

const CASES: [string, string, RequestInit?][] = [
  ['a whole year', '/typical-weather?zip=10024'],
  ['one month, metric', '/typical-weather?zip=10024&month=7&units=metric'],
  ['a point', '/typical-weather?lat=40.78&lon=-73.97'],
  ['the climate profile', '/climate-profile?zip=10024'],
  ['climate twins', '/climate-twins?zip=10024&limit=3'],
  ['the OpenAPI document', '/openapi.json'],
  ['HEAD', '/typical-weather?zip=10024', { method: 'HEAD' }],
  ['the preflight', '/typical-weather', { method: 'OPTIONS', headers: { 'access-control-request-headers': 'x-any' } }],
  ['a 400', '/typical-weather?zip=10024&month=13'],
  ['a 422 for a malformed ZIP', '/typical-weather?zip=abc'],
  ['a 404 of an API path', '/typical-weather/'],
  ['a 405', '/typical-weather?zip=10024', { method: 'DELETE' }],
  ['a 422 for a ZIP not in the dataset', '/typical-weather?zip=99950'],
];

async function answer(server: ServerProcess, path: string, init?: RequestInit): Promise<{ status: number; headers: Record<string, string> }> {
  const res = await fetch(server.url + path, init);
  await res.arrayBuffer();
  return { status: res.status, headers: Object.fromEntries([...res.headers].filter(([name]) => !TRANSPORT.has(name) && !name.startsWith('x-nf-'))) };
}

it.each(CASES)('%s (%s): the same status and headers', async (_, path, init) => {
  expect(await answer(lambda, path, init)).toEqual(await answer(local, path, init));
});

it('a conditional request with the ETag either gave: the same 304 from both', async () => {
  const path = '/climate-profile?zip=10024';
  const etag = (await fetch(local.url + path)).headers.get('etag')!;
  const init = { headers: { 'if-none-match': etag } };
  const [mine, theirs] = [await answer(local, path, init), await answer(lambda, path, init)];
  expect(mine.status).toBe(304);
  expect(theirs).toEqual(mine);
});
