/**
 * The daily reader (pipeline/ncei/daily.ts) on small files in NCEI's daily layout (quoted,
 * space-padded fields, each variable a group of four columns, read by header name): a station
 * without snowfall normals has no snow columns at all, and its snow fields are null, never 0;
 * M/Y/V/Z and -9999 are null, X a real 0; a file that is not 366 days of its station throws (the
 * stage quarantines it).
 */
import { describe, expect, it } from 'vitest';
import { DAYS_OF_YEAR, daysFrom } from '../../lib/daily/calendar.ts';
import { dailyDay } from '../../lib/daily/day.ts';
import { byStationReader } from '../../pipeline/ncei/byStationCsv.ts';
import { DAILY_READ_COLUMNS, stationDaily } from '../../pipeline/ncei/daily.ts';

const ID = 'USC00000001';
/** Temperature and precipitation groups only, as NCEI writes a station without snowfall normals. */
const VARIABLES = ['DLY-TMAX-NORMAL', 'DLY-TMIN-NORMAL', 'DLY-TAVG-NORMAL', 'DLY-TMAX-STDDEV', 'DLY-HTDD-NORMAL', 'DLY-PRCP-PCTALL-GE001HI', 'MTD-PRCP-NORMAL'];
const pad = (text: string, width = 8) => text.padStart(width, ' ');
const quoted = (fields: string[]) => fields.map((f) => `"${f}"`).join(',');

/** A file of `days` days; `cell(variable, date)` gives [value, flag] (default 50.0 and a blank flag). */
function dailyFile(days: readonly string[], cell: (variable: string, date: string) => [string, string] = () => ['50.0', ' ']): string {
  const header = ['STATION', 'DATE', 'LATITUDE', 'LONGITUDE', 'ELEVATION', 'NAME', 'month', 'day', 'hour', ...VARIABLES.flatMap((v) => [v, `meas_flag_${v}`, `comp_flag_${v}`, `years_${v}`])];
  const rows = days.map((date) => quoted([
    ID, date, '40.0000', '-75.0000', '10.0', 'SOMEWHERE, PA US', date.slice(0, 2), date.slice(3), '99',
    ...VARIABLES.flatMap((v) => {
      const [value, flag] = cell(v, date);
      return [pad(value), flag, 'S', pad('30', 2)];
    }),
  ]));
  return `${[quoted(header), ...rows].join('\n')}\n`;
}

const read = byStationReader(DAILY_READ_COLUMNS);
const parse = (text: string, id = ID) => stationDaily(read(text).rows, id);

describe('a daily file without snow columns', () => {
  const cells: Record<string, [string, string]> = {
    'DLY-TMAX-NORMAL 07-04': ['84.3', ' '],
    'DLY-HTDD-NORMAL 07-04': ['0.0', 'X'],
    'MTD-PRCP-NORMAL 02-29': ['-9999.00', 'M'],
    'DLY-TMIN-NORMAL 01-01': ['-9999.0', ' '],
    'DLY-TAVG-NORMAL 01-01': ['-9999.0', 'Y'],
    'DLY-TMAX-STDDEV 01-01': ['-9999.0', 'V'],
    'DLY-PRCP-PCTALL-GE001HI 01-01': ['-9999.0', 'Z'],
  };
  const daily = parse(dailyFile(DAYS_OF_YEAR, (v, date) => cells[`${v} ${date}`] ?? ['50.0', ' ']));
  const day = (date: string) => dailyDay(DAYS_OF_YEAR.indexOf(date), daily.days[DAYS_OF_YEAR.indexOf(date)]!);

  it('has 366 days, February 29 included', () => expect(daily.days).toHaveLength(366));
  it.each(['07-04', '12-25', '02-29'])('%s: every snow field null, never 0', (date) => {
    const d = day(date);
    expect([d.chanceSnowAtLeast0_1In, d.chanceSnowAtLeast1In, d.chanceSnowDepthAtLeast1In, d.snowMonthToDateIn, d.snowYearToDateIn]).toEqual([null, null, null, null, null]);
    // Columns the file lacks besides snow: null too.
    expect([d.stdDevLowF, d.coolingDegreeDays, d.precipQuartilesIn.p50, d.precipYearToDateIn]).toEqual([null, null, null, null]);
  });
  it('reads a value by its header name, X as a real 0', () => {
    expect(day('07-04')).toMatchObject({ date: '07-04', dateName: 'July 4', avgHighF: 84.3, heatingDegreeDays: 0, chancePrecipAtLeast0_01In: 50 });
  });
  it('M, Y, V, Z and a bare -9999 are null', () => {
    expect(day('01-01')).toMatchObject({ avgLowF: null, avgMeanF: null, stdDevHighF: null, chancePrecipAtLeast0_01In: null, avgHighF: 50 });
    expect(day('02-29')).toMatchObject({ precipMonthToDateIn: null, avgHighF: 50 });
  });
});

describe('a daily file that cannot be read as its station’s 366 days throws, naming the station', () => {
  it.each([
    { why: '365 days', text: dailyFile(DAYS_OF_YEAR.filter((d) => d !== '02-29')), error: /USC00000001: 365 days, not 366/ },
    { why: 'days out of order', text: dailyFile([...DAYS_OF_YEAR.slice(1), DAYS_OF_YEAR[0]!]), error: /USC00000001: day 1 is "01-02", not 01-01/ },
    { why: 'another station', text: dailyFile(DAYS_OF_YEAR), id: 'USW00094728', error: /USW00094728 01-01: the row is of station "USC00000001"/ },
    { why: 'a value that is no number', text: dailyFile(DAYS_OF_YEAR, (v, d) => (v === 'DLY-TMAX-NORMAL' && d === '03-01' ? ['abc', ' '] : ['1.0', ' '])), error: /USC00000001 03-01 DLY-TMAX-NORMAL: "abc" is not a number/ },
  ])('$why', ({ text, id, error }) => expect(() => parse(text, id)).toThrow(error));
});

describe('ranges of days', () => {
  it.each([
    { from: '12-20', to: '01-05', count: 17, first: '12-20', last: '01-05' },
    { from: '01-01', to: '12-31', count: 366, first: '01-01', last: '12-31' },
    { from: '02-28', to: '03-01', count: 3, first: '02-28', last: '03-01' },
    { from: '07-04', to: '07-04', count: 1, first: '07-04', last: '07-04' },
    { from: '07-05', to: '07-04', count: 366, first: '07-05', last: '07-04' },
  ])('$from to $to: $count days', ({ from, to, count, first, last }) => {
    const days = daysFrom(from, to).map((i) => DAYS_OF_YEAR[i]);
    expect([days.length, days[0], days.at(-1)]).toEqual([count, first, last]);
  });
});
