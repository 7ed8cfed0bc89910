/**
 * The daily normals built from the real mirror against Central Park's daily file itself, read here
 * with csv-parse and a naive rule (M/Y/V/Z or -9999 null, an absent column null): every field of
 * every one of its 366 days, February 29 too, through /daily-normals and through a date of
 * /typical-weather at ZIP 10024; the range across New Year; metric; and the places and periods
 * that have no daily normals (null with the reason, or a 422 naming the station).
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from '../../api/handler.ts';
import { fileDataStore } from '../../api/data/dataStore.ts';
import { mirrorBuild } from '../support/mirrorBuild.ts';
import { rawPath } from '../pipeline/rawData.ts';

/** Field → NCEI column, written out here (not imported) so a wrong mapping in the pipeline fails. */
const COLUMNS: Record<string, string> = {
  avgHighF: 'DLY-TMAX-NORMAL', avgLowF: 'DLY-TMIN-NORMAL', avgMeanF: 'DLY-TAVG-NORMAL', stdDevHighF: 'DLY-TMAX-STDDEV', stdDevLowF: 'DLY-TMIN-STDDEV',
  chancePrecipAtLeast0_01In: 'DLY-PRCP-PCTALL-GE001HI', chancePrecipAtLeast0_10In: 'DLY-PRCP-PCTALL-GE010HI',
  chancePrecipAtLeast0_50In: 'DLY-PRCP-PCTALL-GE050HI', chancePrecipAtLeast1_00In: 'DLY-PRCP-PCTALL-GE100HI',
  precipMonthToDateIn: 'MTD-PRCP-NORMAL', precipYearToDateIn: 'YTD-PRCP-NORMAL',
  chanceSnowAtLeast0_1In: 'DLY-SNOW-PCTALL-GE001TI', chanceSnowAtLeast1In: 'DLY-SNOW-PCTALL-GE010TI', chanceSnowDepthAtLeast1In: 'DLY-SNWD-PCTALL-GE001WI',
  snowMonthToDateIn: 'MTD-SNOW-NORMAL', snowYearToDateIn: 'YTD-SNOW-NORMAL', heatingDegreeDays: 'DLY-HTDD-NORMAL', coolingDegreeDays: 'DLY-CLDD-NORMAL',
};
const QUARTILES = { p25: 'DLY-PRCP-25PCTL', p50: 'DLY-PRCP-50PCTL', p75: 'DLY-PRCP-75PCTL' };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type Row = Record<string, string>;
function num(row: Row, column: string): number | null {
  const value = row[column]?.trim();
  if (value === undefined || value === '' || 'MYVZ'.includes(row[`meas_flag_${column}`]?.trim() || '_') || Number(value) === -9999) return null;
  return Number(value);
}

/** The day as the file gives it, in the API's names and order. */
function expectedDay(row: Row) {
  const date = row.DATE!.trim();
  const values = Object.fromEntries(Object.entries(COLUMNS).map(([field, column]) => [field, num(row, column)]));
  const { avgHighF, avgLowF, avgMeanF, stdDevHighF, stdDevLowF, chancePrecipAtLeast0_01In, chancePrecipAtLeast0_10In, chancePrecipAtLeast0_50In, chancePrecipAtLeast1_00In, ...rest } = values;
  const { precipMonthToDateIn, precipYearToDateIn, ...snowAndDegrees } = rest;
  return {
    date,
    dateName: `${MONTHS[Number(date.slice(0, 2)) - 1]} ${Number(date.slice(3))}`,
    avgHighF, avgLowF, avgMeanF, stdDevHighF, stdDevLowF, chancePrecipAtLeast0_01In, chancePrecipAtLeast0_10In, chancePrecipAtLeast0_50In, chancePrecipAtLeast1_00In,
    precipQuartilesIn: { p25: num(row, QUARTILES.p25), p50: num(row, QUARTILES.p50), p75: num(row, QUARTILES.p75) },
    precipMonthToDateIn, precipYearToDateIn, ...snowAndDegrees,
  };
}

type Answer = { status: number; body: Record<string, unknown> & { days?: Record<string, unknown>[]; day?: Record<string, unknown> | null } };

describe('daily normals from the real mirror (Central Park, ZIP 10024)', () => {
  let rows: Row[];
  let get: (path: string) => Promise<Answer>;

  beforeAll(async () => {
    rows = parse(await readFile(rawPath('ncei/normals-daily/1991-2020/access/USW00094728.csv'), 'utf8'), { columns: true }) as Row[];
    const handler = createHandler({ store: fileDataStore(mirrorBuild().dir), resolveAddress: async () => ({ kind: 'not-found', tried: 'nothing' }), log: () => {} });
    get = async (path) => {
      const response = await handler(new Request(`http://localhost${path}`));
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    };
  });

  it('the file has 366 days, February 29 included', () => {
    expect(rows).toHaveLength(366);
    expect(rows.map((r) => r.DATE)).toContain('02-29');
  });

  it('/daily-normals: every field of every day is the file\'s, in JSON order', async () => {
    const { status, body } = await get('/daily-normals?zip=10024');
    expect(status).toBe(200);
    expect(body.dayCount).toBe(366);
    expect(JSON.stringify(body.days)).toBe(JSON.stringify(rows.map(expectedDay)));
    expect(body.station).toMatchObject({ id: 'USW00094728' });
  });

  it('date: every day of the year answers its own day, February 29 too', async () => {
    for (const row of rows) {
      const { status, body } = await get(`/typical-weather?zip=10024&date=${row.DATE}`);
      expect(status, row.DATE).toBe(200);
      expect(JSON.stringify(body.day), row.DATE).toBe(JSON.stringify(expectedDay(row)));
      expect(body.dayNote).toBeNull();
      expect((body.query as { date: string }).date).toBe(row.DATE);
      expect((body.normals as { month: number }).month).toBe(Number(row.DATE!.slice(0, 2)));
    }
  });

  it('February 29: temperatures and chances given, month- and year-to-date totals null', async () => {
    const { body } = await get('/typical-weather?zip=10024&date=2024-02-29');
    expect(body.day).toMatchObject({ avgHighF: 45.2, chancePrecipAtLeast0_01In: 35.5, precipMonthToDateIn: null, precipYearToDateIn: null, snowMonthToDateIn: null, snowYearToDateIn: null });
    expect((await get('/typical-weather?zip=10024&date=2026-02-29')).status).toBe(400);
  });

  it('from=12-20&to=01-05 is 17 days across New Year, in order', async () => {
    const { status, body } = await get('/daily-normals?zip=10024&from=12-20&to=2027-01-05');
    expect(status).toBe(200);
    const dates = body.days!.map((d) => d.date);
    expect(dates).toHaveLength(17);
    expect(body.dayCount).toBe(17);
    expect(dates.slice(0, 2)).toEqual(['12-20', '12-21']);
    expect(dates.slice(11, 13)).toEqual(['12-31', '01-01']);
    expect(dates.at(-1)).toBe('01-05');
    expect(body.query).toEqual({ zip: '10024', from: '12-20', to: '01-05' });
  });

  it('metric: a standard deviation and a degree day × 5/9 (no 32 °F offset), a temperature with it, chances as they are', async () => {
    const row = rows.find((r) => r.DATE === '12-25')!;
    for (const path of ['/daily-normals?zip=10024&from=12-25&to=12-25&units=metric', '/typical-weather?zip=10024&date=12-25&units=metric']) {
      const { body } = await get(path);
      const day = body.day ?? body.days![0]!;
      expect(day.stdDevHighC, path).toBeCloseTo(num(row, 'DLY-TMAX-STDDEV')! * 5 / 9, 1);
      expect(day.stdDevLowC, path).toBeCloseTo(num(row, 'DLY-TMIN-STDDEV')! * 5 / 9, 1);
      expect(day.heatingDegreeDaysC, path).toBeCloseTo(num(row, 'DLY-HTDD-NORMAL')! * 5 / 9, 1);
      expect(day.avgHighC, path).toBeCloseTo((num(row, 'DLY-TMAX-NORMAL')! - 32) * 5 / 9, 1);
      expect(day.chanceSnowDepthAtLeast1In, path).toBe(num(row, 'DLY-SNWD-PCTALL-GE001WI'));
      expect(day.precipYearToDateMm, path).toBeCloseTo(num(row, 'YTD-PRCP-NORMAL')! * 25.4, 1);
      expect(Object.keys(day).filter((k) => /F$|In$|Days$/.test(k) && !k.startsWith('chance'))).toEqual([]);
    }
  });

  it('the summary speaks of the day by name, its chance of precipitation and of snow on the ground', async () => {
    const july = (await get('/typical-weather?zip=10024&date=07-04')).body.summary as string;
    expect(july).toMatch(/^On July 4 in ZIP 10024, highs are typically around 84 °F and lows around 69 °F, with a 35 % chance of at least 0\.01 in of precipitation\. July in ZIP 10024 /);
    expect(july).not.toContain('snow on the ground');
    const christmas = (await get('/typical-weather?zip=10024&date=12-25')).body.summary as string;
    expect(christmas).toMatch(/^On December 25 in ZIP 10024, .* Snow on the ground \(at least 1 in\) has a \d+ % chance\. December in ZIP 10024 /);
    const metric = (await get('/typical-weather?zip=10024&date=12-25&units=metric')).body.summary as string;
    expect(metric).toMatch(/ °C .*0\.25 mm.*at least 2\.5 cm/);
  });

  it('1981–2010: day null, saying daily normals are served for 1991–2020', async () => {
    const { status, body } = await get('/typical-weather?zip=10024&date=07-04&period=1981-2010');
    expect(status).toBe(200);
    expect(body.day).toBeNull();
    expect(body.dayNote).toMatch(/Daily normals are served for 1991–2020 only/);
    expect((await get('/daily-normals?zip=10024&period=1981-2010')).status).toBe(400);
  });

  it('a station without a daily file: day null with the reason (the month answers), /daily-normals a 422 naming it', async () => {
    const { status, body } = await get('/typical-weather?zip=00802&date=12-25');
    expect(status).toBe(200);
    expect(body.day).toBeNull();
    expect(body.dayNote).toMatch(/no 1991–2020 daily normals for CHARLOTTE AMALIE AP, VI VQ \(VQW00011640\)/);
    expect(body.normals).toMatchObject({ month: 12 });
    const daily = await get('/daily-normals?zip=00802');
    expect(daily.status).toBe(422);
    expect(daily.body.error).toMatch(/ZIP 00802's nearest normals station is CHARLOTTE AMALIE AP, VI VQ \(VQW00011640, 2\.8 mi away\)\. This build has no 1991–2020 daily normals/);
  });
});
