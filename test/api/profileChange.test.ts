/**
 * `changeSince1981_2010` on /climate-profile over small fixture change shards (served from the
 * serving form derived from them): the block at the ZIP's own station, null with the reason, never
 * another station, and a change that cannot be read is a 503 (never a silent null). Every body is
 * checked against the OpenAPI schema.
 */
import { describe, expect, it } from 'vitest';
import type { ChangeRecord, ChangeSince1981_2010 } from '../../lib/profile/changeTypes.ts';
import type { EditionManifest } from '../../lib/dataTypes.ts';
import { messages } from '../../lib/messages.ts';
import type { ClimateProfileResponse } from '../../lib/profile/types.ts';
import { harness } from '../support/handlerHarness.ts';
import { fixtureFiles, fixtureManifest, memoryStore } from '../support/memoryStore.ts';
import { schemaErrors } from '../support/openapiSchemas.ts';
import { PARK_CHANGE } from '../support/profileFixtures.ts';

const P = '/climate-profile';
const SHARD = '1981-2010/change/100.json';
const CHANGE_FILE = 'serve/change.bin';
const NO_RECORD = "NEW YORK CNTRL PK TWR, NY US (USW00094728) has no 1981–2010 normals: NCEI's 1981–2010 edition has no station with this id.";

function withChanges(zips: Record<string, ChangeRecord> = { '10024': { change: PARK_CHANGE }, '10025': { change: null, reason: NO_RECORD } }) {
  const files = fixtureFiles();
  const section = { normalsPeriod: '1981–2010', shardPrefixes: ['100'] } as EditionManifest;
  files.set('manifest.json', fixtureManifest({ editions: { '1981-2010': section } }));
  files.set(SHARD, { prefix: '100', zips });
  return harness(memoryStore(files));
}

const change = (body: unknown) => {
  const b = body as ClimateProfileResponse;
  return { changeSince1981_2010: b.changeSince1981_2010, changeSince1981_2010Note: b.changeSince1981_2010Note };
};

describe('changeSince1981_2010', () => {
  it("answers the ZIP's change at its own station, the note null", async () => {
    const { status, body } = await withChanges().call(`${P}?zip=10024`);
    expect(status).toBe(200);
    expect(change(body)).toEqual({ changeSince1981_2010: PARK_CHANGE, changeSince1981_2010Note: null });
    expect(schemaErrors(P, 200, body)).toEqual([]);
  });

  it('is null with the reason when the station has no 1981–2010 record', async () => {
    const { status, body } = await withChanges().call(`${P}?zip=10025`);
    expect(status).toBe(200);
    expect(change(body)).toEqual({ changeSince1981_2010: null, changeSince1981_2010Note: NO_RECORD });
    expect(schemaErrors(P, 200, body)).toEqual([]);
  });

  it('is null with the reason when the build has no 1981–2010 edition, without reading the change file', async () => {
    const h = harness();
    const { status, body } = await h.call(`${P}?zip=10024`);
    expect(status).toBe(200);
    expect(change(body)).toEqual({ changeSince1981_2010: null, changeSince1981_2010Note: messages.changeEditionNotInBuild('1981–2010') });
    expect(h.store.reads).not.toContain(CHANGE_FILE);
  });

  it('reads the change file and its texts once, and only for /climate-profile', async () => {
    const h = withChanges();
    await h.call('/typical-weather?zip=10024');
    await h.call(`${P}?zip=10024`);
    await h.call(`${P}?zip=10025`);
    expect(h.store.reads).toEqual([
      'manifest.json', 'serve/zips.bin', 'serve/1991-2020.bin', 'serve/1991-2020-text.bin', 'serve/profile.bin', 'serve/profile-text.bin', CHANGE_FILE, 'serve/change-text.bin',
    ]);
  });

  it('a quarantined profile is the 422 and reads no change', async () => {
    const h = withChanges();
    expect((await h.call(`${P}?zip=99501`)).status).toBe(422);
    expect(h.store.reads).not.toContain(CHANGE_FILE);
  });
});

describe('a change that cannot be trusted is a 503, never a null or another station', () => {
  const otherStation: ChangeSince1981_2010 = { ...PARK_CHANGE, station: { id: 'USW00014732', name: 'LAGUARDIA AP, NY US' } };
  const cases: { name: string; files: (files: Map<string, unknown>) => void }[] = [
    { name: 'missing', files: (f) => f.set(CHANGE_FILE, null) },
    { name: 'not a serving file', files: (f) => f.set(CHANGE_FILE, new TextEncoder().encode('{"zips":{}}')) },
    { name: 'without the ZIP', files: (f) => f.set(SHARD, { prefix: '100', zips: { '10025': { change: null, reason: NO_RECORD } } }) },
    { name: 'at another station', files: (f) => f.set(SHARD, { prefix: '100', zips: { '10024': { change: otherStation } } }) },
  ];
  it.each(cases)('$name', async ({ files }) => {
    const h = withChanges();
    files(h.store.files);
    const { status, body } = await h.call(`${P}?zip=10024`);
    expect(status).toBe(503);
    expect(body).toEqual({ error: messages.dataPartUnavailable('change since 1981–2010') });
    expect(schemaErrors(P, 503, body)).toEqual([]);
    expect(h.logs.join('\n')).toContain(CHANGE_FILE);
  });

  it('a change file that comes back is served again without a restart', async () => {
    const h = withChanges();
    h.store.files.set(CHANGE_FILE, null);
    expect((await h.call(`${P}?zip=10024`)).status).toBe(503);
    h.store.files.delete(CHANGE_FILE);
    expect((await h.call(`${P}?zip=10024`)).status).toBe(200);
  });
});
