/**
 * `units=metric` through the handler: the same answers with every measure converted and renamed,
 * the summaries in metric, `units` in the CDN key, any case, and a 400 for a unit system that is not one.
 */
import { describe, expect, it } from 'vitest';
import type { EditionManifest } from '../../lib/dataTypes.ts';
import { messages } from '../../lib/messages.ts';
import { fahrenheitDeltaToCelsius, inchesToMillimetres } from '../../lib/units.ts';
import { harness } from '../support/handlerHarness.ts';
import { fixtureFiles, fixtureManifest, memoryStore } from '../support/memoryStore.ts';
import { schemaErrors } from '../support/openapiSchemas.ts';
import { PARK_CHANGE } from '../support/profileFixtures.ts';

/** The fixture dataset with Central Park's change since 1981–2010. */
function withChange() {
  const files = fixtureFiles();
  const section = { normalsPeriod: '1981–2010', shardPrefixes: ['100'] } as EditionManifest;
  files.set('manifest.json', fixtureManifest({ editions: { '1981-2010': section } }));
  files.set('1981-2010/change/100.json', { prefix: '100', zips: { '10024': { change: PARK_CHANGE } } });
  return harness(memoryStore(files));
}

const W = '/typical-weather';
const P = '/climate-profile';

describe('units=metric', () => {
  it.each([
    { path: `${W}?zip=10024&units=metric` },
    { path: `${W}?zip=10024&month=7&units=metric` },
    { path: `${W}?address=Seattle%2C%20WA&date=2026-01-15&units=metric` },
    { path: `${P}?zip=10024&units=metric` },
  ])('$path: a documented metric shape, vary on units', async ({ path }) => {
    const { status, body, headers } = await harness().call(path);
    expect(status).toBe(200);
    expect(schemaErrors(path.split('?')[0]!, 200, body)).toEqual([]);
    expect((body as { units: string }).units).toBe('metric');
    expect(headers.get('netlify-vary')).toContain('units');
    expect(JSON.stringify(body)).not.toMatch(/"[a-zA-Z]+(?<!AtLeast90|AtMost32|AtLeast1|AtLeast0_01)(F|In|Mi|Ft)"/);
  });

  it('converts the one-month answer from the US one', async () => {
    const h = harness();
    const us = (await h.call(`${W}?zip=10024&month=7`)).body as { normals: Record<string, number>; station: Record<string, number> };
    const metric = (await h.call(`${W}?zip=10024&month=7&units=metric`)).body as typeof us & { summary: string; confidenceNote: string };
    expect(us.normals.avgHighF).toBe(84.9);
    expect(metric.normals).toMatchObject({ avgHighC: 29.4, avgLowC: 21, avgMeanC: 25.2, avgPrecipMm: 116.8, avgSnowCm: 0 });
    expect(metric.station).toMatchObject({ distanceKm: 0.8, elevationM: 40 });
    expect(metric.summary).toBe(
      'July in ZIP 10024 is typically hot: highs around 29 °C and lows around 21 °C, with 116.8 mm of precipitation. ' +
        'Normals 1991–2020 from NEW YORK CNTRL PK TWR, NY US, 0.8 km away.',
    );
    expect(metric.confidenceNote).toMatch(/^The station is 0\.8 km away: /);
  });

  it('the profile keeps NCEI threshold names, converts degree days and the change as differences', async () => {
    const { body } = await withChange().call(`${P}?zip=10024&units=metric`);
    expect(schemaErrors(P, 200, body)).toEqual([]);
    const b = body as { annual: Record<string, number>; freeze: object; summary: string; changeSince1981_2010: { annual: Record<string, number> } };
    expect(Object.keys(b.annual)).toEqual(expect.arrayContaining(['heatingDegreeDaysC', 'growingDegreeDaysBase10C', 'daysHighAtLeast90F']));
    expect(Object.keys(b.freeze)).toEqual(['36F', '32F', '28F']);
    expect(b.summary).toMatch(/0 °C|32\.2 °C/);
    expect(b.changeSince1981_2010.annual).toEqual({
      avgHighC: fahrenheitDeltaToCelsius(PARK_CHANGE.annual.avgHighF!),
      avgLowC: fahrenheitDeltaToCelsius(PARK_CHANGE.annual.avgLowF!),
      avgMeanC: fahrenheitDeltaToCelsius(PARK_CHANGE.annual.avgMeanF!),
      precipMm: inchesToMillimetres(PARK_CHANGE.annual.precipIn!),
    });
  });

  // The answers' own spellings are accepted: units in any case, period with the en dash it is printed with.
  it.each([
    { given: `${W}?zip=10024&month=7&units=METRIC`, same: `${W}?zip=10024&month=7&units=metric` },
    { given: `${P}?zip=10024&units=Us`, same: `${P}?zip=10024` },
    { given: `${W}?zip=10024&period=1981%E2%80%932010`, same: `${W}?zip=10024&period=1981-2010` },
    { given: `${P}?zip=10024&period=1991%E2%80%942020&units=Metric`, same: `${P}?zip=10024&units=metric` },
  ])('$given answers byte for byte as $same', async ({ given, same }) => {
    const h = harness();
    const [a, b] = [await h.call(given), await h.call(same)];
    expect(a.status).toBe(b.status);
    expect(a.text).toBe(b.text);
  });

  it.each(['imperial', 'metrics', 'si'])('units=%s → 400 listing the valid values', async (units) => {
    const { status, body } = await harness().call(`${W}?zip=10024&units=${units}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: messages.badUnits(units, ['us', 'metric']) });
  });
});
