import { describe, expect, it } from 'vitest';
import { dayCounts, precipQuartiles } from '../../pipeline/ncei/dayCountColumns.ts';

/** Philadelphia's July row, as its monthly file has it, with the cells each case changes. */
const july = {
  'MLY-TMAX-AVGNDS-GRTH090': '    12.5', 'MLY-TMAX-AVGNDS-LSTH032': '     0.0', 'MLY-TMIN-AVGNDS-LSTH032': '     0.0',
  'MLY-PRCP-AVGNDS-GE001HI': '    10.1', 'MLY-SNOW-AVGNDS-GE010TI': '     0.0',
  'MLY-PRCP-25PCTL': '    2.46', 'MLY-PRCP-50PCTL': '    3.67', 'MLY-PRCP-75PCTL': '    5.50',
};

describe('day counts and quartiles of a monthly row', () => {
  const cases: { name: string; row: Record<string, string | undefined>; days: object; quartiles: object }[] = [
    { name: 'as published', row: july, days: { daysHighAtLeast90F: 12.5, daysPrecipAtLeast0_01In: 10.1, daysSnowAtLeast1In: 0 }, quartiles: { p25: 2.46, p50: 3.67, p75: 5.5 } },
    { name: 'X is a real 0', row: { ...july, 'MLY-TMAX-AVGNDS-GRTH090': '0.0', 'meas_flag_MLY-TMAX-AVGNDS-GRTH090': 'X' }, days: { daysHighAtLeast90F: 0 }, quartiles: {} },
    ...['M', 'Y', 'V', 'Z'].map((flag) => ({
      name: `flag ${flag} is null`,
      row: { ...july, 'meas_flag_MLY-PRCP-AVGNDS-GE001HI': flag, 'meas_flag_MLY-PRCP-50PCTL': flag },
      days: { daysPrecipAtLeast0_01In: null }, quartiles: { p25: 2.46, p50: null },
    })),
    { name: 'a values-only file without the columns is null, never 0', row: {}, days: { daysHighAtLeast90F: null, daysSnowAtLeast1In: null }, quartiles: { p25: null, p50: null, p75: null } },
    { name: 'a blank cell is null', row: { ...july, 'MLY-SNOW-AVGNDS-GE010TI': '' }, days: { daysSnowAtLeast1In: null }, quartiles: {} },
  ];
  it.each(cases)('$name', ({ row, days, quartiles }) => {
    expect(dayCounts(row, 'MLY', 'USW00013739 month 7')).toMatchObject(days);
    expect(precipQuartiles(row, 'USW00013739 month 7')).toMatchObject(quartiles);
  });

  it('fails on a flag NCEI does not define, naming the cell', () => {
    expect(() => dayCounts({ ...july, 'meas_flag_MLY-TMAX-AVGNDS-GRTH090': 'Q' }, 'MLY', 'USW00013739 month 7')).toThrow(/USW00013739 month 7 MLY-TMAX-AVGNDS-GRTH090/);
  });
});
