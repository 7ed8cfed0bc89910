/**
 * An edition's twin candidates from the serving form (serve/twins-<period>.bin), their columns read
 * on the first /climate-twins request of that edition and kept: their z-scores are made once then,
 * and a request is one search over them (lib/twins/twinsIndex.ts); a twin's site is read when named.
 */
import type { Edition } from '../../lib/editions.ts';
import type { Pack } from '../../lib/serving/pack.ts';
import { decodeRecord } from '../../lib/serving/recordShapes.ts';
import { SCALE, SERVING_FILES, TWIN_COLUMNS, unscale, type TwinsMeta } from '../../lib/serving/layout.ts';
import { createTwinsIndex, type TwinsIndex } from '../../lib/twins/twinsIndex.ts';
import type { TwinSite } from '../../lib/twins/types.ts';
import { memoise, readOrUnavailable, unavailable } from './dataErrors.ts';
import type { ServingForm } from './servingForm.ts';

export interface TwinsData {
  index: TwinsIndex;
  /** Candidate i's station, ZIP and place. */
  site(i: number): TwinSite;
}

/** @example const twins = twinsReader(servingForm(store, log), log); (await twins(DEFAULT_EDITION)).index.count */
export function twinsReader(form: ServingForm, log: (line: string) => void): (edition: Edition) => Promise<TwinsData> {
  const loads = new Map<string, () => Promise<TwinsData>>();
  return (edition) => {
    let load = loads.get(edition.slug);
    if (!load) {
      const path = SERVING_FILES.twins(edition.slug);
      const part = `${edition.label} climate twins`;
      const failed = (i: number, error: unknown) =>
        unavailable(path, `candidate ${i}: ${error instanceof Error ? error.message : String(error)}`, part, log, error);
      load = memoise(async () => {
        const pack = await form.pack<TwinsMeta>(path, part);
        return readOrUnavailable(path, async () => twinsData(pack, failed), part, log);
      });
      loads.set(edition.slug, load);
    }
    return load();
  };
}

function twinsData(pack: Pack<TwinsMeta>, failed: (i: number, error: unknown) => Error): TwinsData {
  const [values, lats, lons] = [TWIN_COLUMNS.values, TWIN_COLUMNS.lat, TWIN_COLUMNS.lon].map((c) => pack.column(c));
  if (!values || !lats || !lons) throw new Error('no twins columns');
  const { ids, shapes } = pack.meta;
  if (lats.length !== ids.length || lons.length !== ids.length || pack.recordCount !== ids.length) throw new Error('twins columns and records disagree');
  const points = Array.from(ids, (_, i) => ({ lat: unscale(lats[i]!, SCALE.latLon), lon: unscale(lons[i]!, SCALE.latLon) }));
  return {
    index: createTwinsIndex(values, ids, (i) => points[i]!),
    site(i) {
      try {
        return decodeRecord<TwinSite>(shapes, pack.record(i));
      } catch (error) {
        throw failed(i, error);
      }
    },
  };
}
