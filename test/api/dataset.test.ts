/**
 * Shard loading and its faults: one shard per request, read once per instance;
 * a missing or corrupt shard is a logged 503 for its ZIPs only, and is retried, not memoised.
 */
import { describe, expect, it } from 'vitest';
import { createDataset } from '../../api/dataset.ts';
import { messages } from '../../lib/messages.ts';
import { harness } from '../support/handlerHarness.ts';
import { CENTRAL_PARK, fixtureFiles, fixtureManifest, memoryStore } from '../support/memoryStore.ts';
import { schemaErrors } from '../support/openapiSchemas.ts';

describe('the parsed-shard cache is bounded (least recently used out)', () => {
  const prefixes = ['100', '101', '102', '103'];
  const files = new Map<string, unknown>([['manifest.json', fixtureManifest({ prefixes })]]);
  for (const prefix of prefixes) {
    const zip = `${prefix}01`;
    files.set(`zip/${prefix}.json`, { prefix, zips: { [zip]: { ...CENTRAL_PARK, location: { ...CENTRAL_PARK.location, zip } } } });
  }

  it('keeps the most recently used shards, reads an evicted one again, and still answers it', async () => {
    const store = memoryStore(files);
    const dataset = createDataset(store, () => {}, 3);
    const look = async (prefix: string) => expect(await dataset.lookup(`${prefix}01`)).toMatchObject({ kind: 'record' });
    for (const prefix of ['100', '101', '102', '100', '103', '100', '101', '102']) await look(prefix);
    expect(store.reads).toEqual(['manifest.json', 'zip/100.json', 'zip/101.json', 'zip/102.json', 'zip/103.json', 'zip/101.json', 'zip/102.json']);
  });

  it('a failed read is still not memoised once the cache is full', async () => {
    const store = memoryStore(new Map(files));
    const dataset = createDataset(store, () => {}, 2);
    const broken = store.files.get('zip/103.json');
    store.files.delete('zip/103.json');
    await expect(dataset.lookup('10301')).rejects.toThrow(/zip\/103\.json/);
    store.files.set('zip/103.json', broken);
    expect(await dataset.lookup('10301')).toMatchObject({ kind: 'record' });
  });
});

describe('ZIPs of one station share its months in memory, and are answered exactly as written', () => {
  const zip = (z: string, months = CENTRAL_PARK.months) => ({ ...CENTRAL_PARK, location: { ...CENTRAL_PARK.location, zip: z }, months });
  const changed = CENTRAL_PARK.months.map((m) => (m.month === 7 ? { ...m, avgHighF: m.avgHighF + 1 } : m));
  const records = [zip('10001'), zip('10002'), zip('10003', changed)];
  const files = new Map<string, unknown>([
    ['manifest.json', fixtureManifest({ prefixes: ['100'] })],
    ['zip/100.json', { prefix: '100', zips: Object.fromEntries(records.map((r) => [r.location.zip, r])) }],
  ]);

  it.each(records)('$location.zip', async (record) => {
    const dataset = createDataset(memoryStore(files), () => {});
    for (const other of records) await dataset.lookup(other.location.zip);
    expect(await dataset.lookup(record.location.zip)).toEqual({ kind: 'record', record });
  });

  it('shares equal months, never different ones', async () => {
    const dataset = createDataset(memoryStore(files), () => {});
    const months = async (z: string) => ((await dataset.lookup(z)) as { record: { months: unknown } }).record.months;
    expect(await months('10002')).toBe(await months('10001'));
    expect(await months('10003')).not.toBe(await months('10001'));
  });
});

describe('shards', () => {
  it('a request reads the manifest once and one shard; a shard is read once per instance', async () => {
    const h = harness();
    await h.call('/typical-weather?zip=10024');
    await h.call('/typical-weather?zip=10025&month=3');
    await h.call('/typical-weather?zip=10024&date=01-01');
    await h.call('/typical-weather?zip=99501');
    expect(h.store.reads).toEqual(['manifest.json', 'zip/100.json', 'zip/995.json']);
  });

  it('a ZIP whose prefix has no shard is 422 without reading any shard', async () => {
    const h = harness();
    expect((await h.call('/typical-weather?zip=00501')).status).toBe(422);
    expect(h.store.reads).toEqual(['manifest.json']);
  });

  it.each([
    ['missing', '99712'],
    ['corrupt', '99801'],
  ])('a %s shard: logged 503 for its ZIPs, every other ZIP still answered', async (_kind, zip) => {
    const h = harness();
    const broken = await h.call(`/typical-weather?zip=${zip}&month=1`);
    expect(broken.status).toBe(503);
    expect(broken.body).toEqual({ error: messages.shardUnavailable(zip) });
    expect(broken.headers.get('retry-after')).toBe('60');
    expect(schemaErrors('/typical-weather', 503, broken.body)).toEqual([]);
    expect(h.logs.join('\n')).toMatch(new RegExp(`zip/${zip.slice(0, 3)}\\.json`));
    expect((await h.call('/typical-weather?zip=10024')).status).toBe(200);
    expect((await h.call('/typical-weather?zip=99501')).status).toBe(422);
    expect((await h.call('/health')).status).toBe(200);
  });

  it('a shard that comes back is served without a restart (failures are not memoised)', async () => {
    const h = harness();
    expect((await h.call('/typical-weather?zip=99712')).status).toBe(503);
    const good = fixtureFiles().get('zip/100.json') as { zips: Record<string, { location: { zip: string } }> };
    const record = structuredClone(good.zips['10024']!);
    record.location.zip = '99712';
    h.store.files.set('zip/997.json', { prefix: '997', zips: { '99712': record } });
    expect((await h.call('/typical-weather?zip=99712')).status).toBe(200);
  });

  it('concurrent requests for one shard share one read', async () => {
    const h = harness();
    await h.call('/health');
    await Promise.all(Array.from({ length: 20 }, () => h.call('/typical-weather?zip=10024')));
    expect(h.store.reads.filter((r) => r === 'zip/100.json')).toHaveLength(1);
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
