/**
 * Reading the serving form and its faults: each file a request needs is read once per instance,
 * whole; a missing or corrupt file is a logged 503 for what it holds only, and is retried, not
 * memoised. Records come back exactly as the shards they were derived from hold them.
 */
import { describe, expect, it } from 'vitest';
import { createDataset } from '../../api/data/dataset.ts';
import { messages } from '../../lib/messages.ts';
import { harness } from '../support/handlerHarness.ts';
import { CENTRAL_PARK, fixtureFiles, fixtureManifest, memoryStore } from '../support/memoryStore.ts';
import { servingFromShards } from '../support/servingFixture.ts';
import { schemaErrors } from '../support/openapiSchemas.ts';

describe('every ZIP is answered exactly as its record was written, each station stored once', () => {
  const zip = (z: string, months = CENTRAL_PARK.months) => ({ ...CENTRAL_PARK, location: { ...CENTRAL_PARK.location, zip: z }, months });
  // 10003's record breaks the build's rule (one station, other months): it must still come back as written.
  const changed = CENTRAL_PARK.months.map((m) => (m.month === 7 ? { ...m, avgHighF: m.avgHighF + 1 } : m));
  const records = [zip('10001'), zip('10002'), zip('10003', changed)];
  const files = new Map<string, unknown>([
    ['manifest.json', fixtureManifest({ prefixes: ['100'] })],
    ['zip/100.json', { prefix: '100', zips: Object.fromEntries(records.map((r) => [r.location.zip, r])) }],
  ]);

  it.each(records)('$location.zip', async (record) => {
    const dataset = createDataset(memoryStore(files), () => {});
    for (const other of records) await dataset.lookup(other.location.zip);
    expect(JSON.stringify(await dataset.lookup(record.location.zip))).toBe(JSON.stringify({ kind: 'record', record }));
  });
});

describe('the serving form', () => {
  it('a request reads the manifest, the ZIP index and its edition file and answer texts, each once per instance', async () => {
    const h = harness();
    await h.call('/typical-weather?zip=10024');
    await h.call('/typical-weather?zip=10025&month=3');
    await h.call('/typical-weather?zip=10024&date=01-01');
    await h.call('/typical-weather?zip=99501');
    // A date reads its day from the daily normals, which no other request opens: the packed ones, and
    // the unpacked ones a local server derived, checked once against the packed file's digest.
    const daily = ['serve/daily.bin', 'serve/daily-unpacked.bin', 'serve/daily.bin'];
    expect(h.store.reads).toEqual(['manifest.json', 'serve/zips.bin', 'serve/1991-2020.bin', 'serve/1991-2020-text.bin', ...daily]);
    await h.call('/climate-profile?zip=10024');
    expect(h.store.reads.slice(4 + daily.length)).toEqual(['serve/profile.bin']);
  });

  it('a ZIP no ZCTA has is a 422 that reads no records', async () => {
    const h = harness();
    expect((await h.call('/typical-weather?zip=00501')).status).toBe(422);
    expect(h.store.reads).toEqual(['manifest.json', 'serve/zips.bin']);
  });

  const truncated = () => servingFromShards(fixtureFiles()).get('serve/1991-2020.bin')!.subarray(0, -5);
  it.each([
    { file: 'serve/zips.bin', fault: 'missing', broken: ['/typical-weather?zip=10024', '/climate-profile?zip=10024'], part: 'ZIP index', working: [] },
    { file: 'serve/1991-2020.bin', fault: 'truncated', broken: ['/typical-weather?zip=10024&month=1'], part: '1991–2020 normals', working: ['/climate-profile?zip=10024'] },
    { file: 'serve/1991-2020.bin', fault: 'not a serving file', broken: ['/typical-weather?zip=99501'], part: '1991–2020 normals', working: ['/climate-profile?zip=10024'] },
    { file: 'serve/profile.bin', fault: 'missing', broken: ['/climate-profile?zip=10024'], part: 'climate profile', working: ['/typical-weather?zip=10024'] },
  ])('$file $fault: a logged 503 for what it holds; the rest still answered', async ({ file, fault, broken, part, working }) => {
    const h = harness();
    h.store.files.set(file, fault === 'missing' ? null : fault === 'truncated' ? await truncated() : new TextEncoder().encode('{"zips":{}}'));
    for (const path of broken) {
      const answer = await h.call(path);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ error: messages.dataPartUnavailable(part) });
      expect(answer.headers.get('retry-after')).toBe('60');
      expect(schemaErrors(path.split('?')[0]!, 503, answer.body)).toEqual([]);
    }
    expect(h.logs.join('\n')).toContain(file);
    for (const path of working) expect((await h.call(path)).status).toBe(200);
    expect((await h.call('/health')).status).toBe(200);
  });

  it('a file that comes back is served without a restart (failures are not memoised)', async () => {
    const h = harness();
    h.store.files.set('serve/1991-2020.bin', null);
    expect((await h.call('/typical-weather?zip=10024')).status).toBe(503);
    h.store.files.delete('serve/1991-2020.bin');
    expect((await h.call('/typical-weather?zip=10024')).status).toBe(200);
  });

  it('concurrent requests share one read of each file', async () => {
    const h = harness();
    await Promise.all(Array.from({ length: 20 }, () => h.call('/typical-weather?zip=10024')));
    expect(h.store.reads.filter((r) => r.startsWith('serve/')).sort()).toEqual(['serve/1991-2020-text.bin', 'serve/1991-2020.bin', 'serve/zips.bin']);
  });
});

describe('the manifest', () => {
  it('unreadable: every data request is a 503 that says the dataset (not one ZIP) is unavailable', async () => {
    const h = harness();
    h.store.files.set('manifest.json', '{"truncated');
    const { status, body } = await h.call('/typical-weather?zip=10024');
    expect(status).toBe(503);
    expect(body).toEqual({ error: messages.datasetUnavailable() });
    // Requests that need no data are still answered.
    expect((await h.call('/typical-weather?month=13')).status).toBe(400);
    expect((await h.call('/openapi.json')).status).toBe(200);
  });
});
