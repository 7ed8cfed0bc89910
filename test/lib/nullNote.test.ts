/**
 * Every null says why, by one rule on both kinds: a field whose column the build's file lacks is
 * "not in this build's file for this station"; any other null is NCEI's own ("NCEI publishes none
 * for this station"). From a monthly file's rows (pipeline/ncei/monthly.ts) to the answer's note.
 */
import { describe, expect, it } from 'vitest';
import { NO_DAY_COUNTS, NO_QUARTILES } from '../../lib/dayCounts.ts';
import { METRIC_FIELDS } from '../../lib/metric.ts';
import type { MonthlyNormals } from '../../lib/types.ts';
import { FILE_FIELDS, NULL_REASONS, nullNote, nullReason } from '../../lib/weather/nullNote.ts';
import { monthlyStation } from '../../pipeline/ncei/monthly.ts';
import { monthlyNormals } from '../../pipeline/payload.ts';

/** A monthly file's 12 rows: the values every file has, and the day-count and quartile cells `extra` gives. */
const rows = (extra: Record<string, string | undefined>) =>
  Array.from({ length: 12 }, (_, i) => ({
    STATION: 'USW00000001', month: String(i + 1), 'MLY-TMAX-NORMAL': '80.0', 'MLY-TMIN-NORMAL': '60.0', 'MLY-TAVG-NORMAL': '70.0',
    'MLY-PRCP-NORMAL': '3.00', 'MLY-SNOW-NORMAL': '', 'meas_flag_MLY-SNOW-NORMAL': 'M', ...extra,
  })).map((row) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)));

/** The columns of a full file, every count and quartile published but the snow days (a blank cell: NCEI has none). */
const FULL = {
  'MLY-TMAX-AVGNDS-GRTH090': '12.5', 'MLY-TMAX-AVGNDS-LSTH032': '0.0', 'MLY-TMIN-AVGNDS-LSTH032': '0.0', 'MLY-PRCP-AVGNDS-GE001HI': '10.1',
  'MLY-SNOW-AVGNDS-GE010TI': '', 'MLY-PRCP-25PCTL': '2.46', 'MLY-PRCP-50PCTL': '3.67', 'MLY-PRCP-75PCTL': '5.50',
};

const read = (extra: Record<string, string | undefined>) => {
  const station = monthlyStation(rows(extra), 'USW00000001', 'test');
  return { notInFile: station.notInFile, months: monthlyNormals(station) };
};

describe('the two kinds of null', () => {
  const cases = [
    {
      kind: 'a values-only file (temperature normals, no day-count columns)',
      extra: {},
      notInFile: FILE_FIELDS.filter((f) => f !== 'avgPrecipIn' && f !== 'avgSnowIn'),
      note:
        "Null: daysHighAtLeast90F, daysHighAtMost32F, daysLowAtMost32F, daysPrecipAtLeast0_01In, daysSnowAtLeast1In, precipQuartilesIn (not in this build's file for this station); " +
        'avgSnowIn (NCEI publishes none for this station).',
    },
    {
      kind: 'a full file with a blank cell and a missing flag',
      extra: FULL,
      notInFile: [],
      note: 'Null: avgSnowIn, daysSnowAtLeast1In (NCEI publishes none for this station).',
    },
    {
      kind: 'a file without the snowfall column (a 1981–2010 build without its snowfall file)',
      extra: { ...FULL, 'MLY-SNOW-NORMAL': undefined, 'meas_flag_MLY-SNOW-NORMAL': undefined },
      notInFile: ['avgSnowIn'],
      note: "Null: avgSnowIn (not in this build's file for this station); daysSnowAtLeast1In (NCEI publishes none for this station).",
    },
    { kind: 'a full file with every value', extra: { ...FULL, 'MLY-SNOW-AVGNDS-GE010TI': '0.0', 'MLY-SNOW-NORMAL': '0.0', 'meas_flag_MLY-SNOW-NORMAL': '' }, notInFile: [], note: undefined },
  ];
  it.each(cases)('$kind', ({ extra, notInFile, note }) => {
    const station = read(extra);
    expect(station.notInFile).toEqual(notInFile);
    expect(nullNote([station.months[6]!], station.notInFile)).toBe(note);
    expect(nullNote(station.months, station.notInFile)).toBe(note);
  });

  it('one rule: the column in the file or not, whatever the field', () => {
    for (const field of FILE_FIELDS) {
      expect(nullReason(field, [field])).toBe('notInFile');
      expect(nullReason(field, [])).toBe('unpublished');
    }
    expect(NULL_REASONS).toEqual({ unpublished: 'NCEI publishes none for this station', notInFile: "not in this build's file for this station" });
  });
});

describe('the note names the fields as the answer does', () => {
  const july: MonthlyNormals = { month: 7, monthName: 'July', avgHighF: 85, avgLowF: 70, avgMeanF: 77.5, avgPrecipIn: null, avgSnowIn: 0, ...NO_DAY_COUNTS, precipQuartilesIn: NO_QUARTILES };
  it.each([
    ['us', 'avgPrecipIn', 'precipQuartilesIn'],
    ['metric', METRIC_FIELDS.avgPrecipIn.name, METRIC_FIELDS.precipQuartilesIn.name],
  ] as const)('%s', (units, precip, quartiles) => {
    const note = nullNote([july], FILE_FIELDS.filter((f) => f !== 'avgPrecipIn'), units)!;
    expect(note).toContain(`${quartiles} (not in this build's file for this station)`);
    expect(note).toContain(`${precip} (NCEI publishes none for this station)`);
  });
});
