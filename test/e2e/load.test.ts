/**
 * A short form of the load benchmark in CI: every route of `npm run bench`'s load test for
 * a few seconds at 64 connections against the real server: zero errors, only the expected statuses,
 * and the server's memory within bounds. The full 60 s form is `npm run bench`.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOAD_ROUTES, loadRoutes } from '../../bench/load.ts';
import { startFakeGeocoder, type FakeGeocoder } from '../support/fakeGeocoder.ts';
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts';

/** The bound the full benchmark must meet too (docs/design.md: under 200 MB after a 60 s load). */
const RSS_LIMIT_MB = 200;

let geocoder: FakeGeocoder;
let server: ServerProcess;

beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  server = await startServerProcess({ CENSUS_GEOCODER_URL: geocoder.url });
});

afterAll(async () => {
  await server?.stop();
  await geocoder?.close();
});

it('every route under load: no errors, only 2xx, memory bounded', async () => {
  const rows = await loadRoutes(server, LOAD_ROUTES, 3, 64);
  for (const row of rows) {
    expect(row.errors, row.route).toBe(0);
    expect(row.unexpectedStatus, row.route).toBe(0);
    expect(row.requests, row.route).toBeGreaterThan(0);
  }
  expect(server.rssMb()).toBeLessThan(RSS_LIMIT_MB);
});
