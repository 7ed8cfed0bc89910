/**
 * The serving form against the shards of one build: every ZIP of every shard, in every edition, for
 * the profile and the change, must come back from the API's dataset module (api/data/dataset.ts) as the
 * same JSON text as the shard holds, and every covered ZIP's prerendered answers (api/weather/prerendered.ts)
 * (derived as the local server derives them) must be the bytes of the answers its record makes. Used on the mirror build (test/pipeline) and on the full-scale
 * simulation (test/e2e/fullscale.test.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createDataset, type Dataset } from '../../api/data/dataset.ts';
import { prerenderedProfile } from '../../api/profile/prerendered.ts';
import { prerenderedAnswer, prerenderedDated } from '../../api/weather/prerendered.ts';
import { dayIndex } from '../../lib/daily/calendar.ts';
import { dailyDay } from '../../lib/daily/day.ts';
import { withDay, type DayFound } from '../../lib/daily/oneDay.ts';
import type { ChangeRecord } from '../../lib/profile/changeTypes.ts';
import { climateProfileResponse } from '../../lib/profile/response.ts';
import type { MonthNumber } from '../../lib/constants.ts';
import { fileDataStore } from '../../api/data/dataStore.ts';
import type { CoveredZip, Manifest, ZipShard } from '../../lib/dataTypes.ts';
import { EDITION_REGISTRY, editionDataPath, type Edition } from '../../lib/editions.ts';
import { oneMonthResponse } from '../../lib/weather/oneMonth.ts';
import { wholeYearResponse } from '../../lib/weather/wholeYear.ts';
import type { ChangeShard } from '../../lib/profile/changeTypes.ts';
import type { ProfileShard } from '../../lib/profile/types.ts';
import { prepareDerivedFiles } from '../../server/derivedFiles.ts';
import { readShards } from './shards.ts';

export interface Equality {
  /** ZIP answers compared, by kind ("1991-2020", "1981-2010", "profile"). */
  checked: Record<string, number>;
  /** Per edition (and `profile`): its covered ZIPs, and those whose prerendered answers (whole year, a month and a date; the profile) were the records' bytes. */
  prerendered: Record<string, { covered: number; same: number }>;
  /** The first differences found, as "kind ZIP: served … shard …". */
  mismatches: string[];
}

/** The answer texts are derived first, as the local server derives them. @example const { mismatches } = await servingEqualsShards('site/data') */
export async function servingEqualsShards(dataDir: string, editions = EDITION_REGISTRY): Promise<Equality> {
  await prepareDerivedFiles(dataDir, editions, () => {});
  const dataset = createDataset(fileDataStore(dataDir), () => {}, editions);
  const manifest = JSON.parse(await readFile(join(dataDir, 'manifest.json'), 'utf8')) as Manifest;
  const checked: Record<string, number> = {};
  const mismatches: string[] = [];
  const compare = (kind: string, zip: string, served: unknown, written: unknown) => {
    checked[kind] = (checked[kind] ?? 0) + 1;
    const [a, b] = [JSON.stringify(served), JSON.stringify(written)];
    if (a !== b && mismatches.length < 20) mismatches.push(`${kind} ${zip}: served ${a?.slice(0, 300)} shard ${b?.slice(0, 300)}`);
  };

  const prerendered: Equality['prerendered'] = {};
  for (const edition of editions.all.filter((e) => Object.hasOwn(manifest.editions, e.slug))) {
    const seen = (prerendered[edition.slug] = { covered: 0, same: 0 });
    for (const shard of await readShards<ZipShard>(join(dataDir, editionDataPath(edition, 'zip')))) {
      for (const [zip, record] of Object.entries(shard.zips)) {
        compare(edition.slug, zip, await dataset.lookup(zip, edition), { kind: 'record', record });
        if (record.coverage !== 'covered') continue;
        // Every month of a station is asked of one ZIP or another: the month turns with the ZIP.
        const month = (1 + (seen.covered++ % 12)) as MonthNumber;
        const mismatch = await prerenderedMismatch(dataset, record, edition, month);
        if (mismatch === null) seen.same++;
        else if (mismatches.length < 20) mismatches.push(`${edition.slug} prerendered ${zip}: ${mismatch}`);
      }
    }
  }
  const base = editions.changeBase && Object.hasOwn(manifest.editions, editions.changeBase.slug) ? editions.changeBase : null;
  const changes = new Map<string, unknown>();
  if (base) for (const shard of await readShards<ChangeShard>(join(dataDir, editionDataPath(base, 'change')))) for (const [zip, c] of Object.entries(shard.zips)) changes.set(zip, c);
  for (const shard of await readShards<ProfileShard>(join(dataDir, 'profile'))) {
    for (const [zip, entry] of Object.entries(shard.zips)) {
      const station = shard.stations[entry.stationId]!;
      const written = 'quarantined' in station
        ? { kind: 'quarantined', zip: entry, station }
        : { kind: 'profile', zip: entry, station, change: changes.get(zip) ?? null };
      compare('profile', zip, await dataset.profile(zip), written);
      if ('profile' in station) {
        const seen = (prerendered.profile ??= { covered: 0, same: 0 });
        seen.covered++;
        const made = JSON.stringify(climateProfileResponse({ zip, lat: entry.lat, lon: entry.lon }, entry, station.site, station.profile, (changes.get(zip) ?? null) as ChangeRecord));
        const sent = (await dataset.profilePrerendered(zip, (ready) => prerenderedProfile(ready, {}).toString())) ?? 'no prerendered text';
        if (sent === made) seen.same++;
        else if (mismatches.length < 20) mismatches.push(`profile prerendered ${zip}: ${sent.slice(0, 300)} record ${made.slice(0, 300)}`);
      }
    }
  }
  return { checked, prerendered, mismatches };
}

/** How the ZIP's prerendered answers (whole year, one month, a date of that month with its station's day or why not) differ from the JSON of those its record makes; null: the same bytes. */
async function prerenderedMismatch(dataset: Dataset, record: CoveredZip, edition: Edition, month: MonthNumber): Promise<string | null> {
  const date = `${String(month).padStart(2, '0')}-${String(10 + month).padStart(2, '0')}`;
  const daily = await dataset.daily.day(record.station, dayIndex(date));
  const found: DayFound = daily.kind === 'none' ? { reason: daily.reason } : { day: dailyDay(dayIndex(date), daily.day) };
  const sent = await dataset.prerendered(record.location.zip, edition, (ready) => [
    ...[null, month].map((m) => prerenderedAnswer(ready, { edition, month: m }).toString()),
    prerenderedDated(ready, { edition, month, date }).finish(found).toString(),
  ]);
  if (sent === null) return 'no prerendered text';
  const made = [wholeYearResponse(record, {}, edition), oneMonthResponse(record, month, {}, edition), withDay(oneMonthResponse(record, month, {}, edition), { month, day: 10 + month, date }, found, record.location)].map((body) => JSON.stringify(body));
  const at = made.findIndex((text, i) => text !== sent[i]);
  return at < 0 ? null : `${['whole year', `month ${month}`, `date ${date}`][at]}: prerendered ${sent[at]!.slice(0, 300)} record ${made[at]!.slice(0, 300)}`;
}
