import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateRequests, ROUTES } from './generate.ts';
import { routeOf } from './report.ts';

/** A dataset folder with only what the generator reads: ZCTAs, two editions' coverage, a city index. */
async function tinyDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tw-generate-'));
  const zips = ['10024', '10025', '99501', '60007'];
  await writeFile(path.join(dir, 'zcta-points.json'), JSON.stringify({ zips: zips.join(''), points: zips.flatMap(() => [0, 0]) }));
  const shard = (coverage: (zip: string) => string) => JSON.stringify({ zips: Object.fromEntries(zips.map((z) => [z, { coverage: coverage(z) }])) });
  await mkdir(path.join(dir, 'zip'));
  await mkdir(path.join(dir, '1981-2010', 'zip'), { recursive: true });
  await mkdir(path.join(dir, 'cities'));
  await writeFile(path.join(dir, 'zip', '100.json'), shard((z) => (z.startsWith('100') ? 'covered' : 'station-not-in-build')));
  await writeFile(path.join(dir, '1981-2010', 'zip', '100.json'), shard(() => 'covered'));
  await writeFile(path.join(dir, 'cities', 'NY.json'), JSON.stringify({ state: 'NY', cities: { 'new york': { zip: '10024', name: 'New York city' } } }));
  return dir;
}

describe('the generated request set', () => {
  let dir: string;
  beforeAll(async () => void (dir = await tinyDataDir()));

  it('is the same for the same seed, and another for another seed', async () => {
    const [a, b, c] = await Promise.all([generateRequests(dir, 'slice', 1), generateRequests(dir, 'slice', 1), generateRequests(dir, 'slice', 2)]);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('asks every ZCTA on both periods and the profile, every route and method, and the outage', async () => {
    const requests = await generateRequests(dir, 'full', 18);
    const paths = new Set(requests.map((r) => r.path));
    for (const zip of ['10024', '10025', '99501', '60007']) {
      expect(paths).toContain(`/typical-weather?zip=${zip}`);
      expect(paths).toContain(`/typical-weather?zip=${zip}&period=1981-2010`);
      expect(paths).toContain(`/climate-profile?zip=${zip}`);
    }
    const routes = new Set(requests.map((r) => routeOf(r.path)));
    for (const route of ROUTES) expect(routes).toContain(route);
    expect(new Set(requests.map((r) => r.method))).toEqual(new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']));
    expect(requests.some((r) => r.target === 'nodata')).toBe(true);
    expect(requests.map((r) => r.id)).toEqual(requests.map((_, i) => i));
  });
});
