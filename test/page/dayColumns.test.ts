import { describe, expect, it } from 'vitest';
import { NO_DAY_COUNTS } from '../../lib/dayCounts.ts';
import { dayCell, dayCells, shownDayColumns } from '../../page/dayColumns.ts';

const july = { ...NO_DAY_COUNTS, daysHighAtLeast90F: 12.5, daysHighAtMost32F: 0, daysLowAtMost32F: 0, daysPrecipAtLeast0_01In: 10.1, daysSnowAtLeast1In: 0 };
const january = { ...july, daysHighAtLeast90F: 0, daysLowAtMost32F: 22.5, daysPrecipAtLeast0_01In: 11, daysSnowAtLeast1In: 1.5 };

describe('day columns', () => {
  const cases = [
    { name: 'wet days always; hot, freeze and snow days where any row has some', rows: [july, january], shown: ['daysPrecipAtLeast0_01In', 'daysHighAtLeast90F', 'daysLowAtMost32F', 'daysSnowAtLeast1In'] },
    { name: 'a summer alone has no freeze or snow columns', rows: [july], shown: ['daysPrecipAtLeast0_01In', 'daysHighAtLeast90F'] },
    { name: 'a station without counts shows wet days as unknown', rows: [NO_DAY_COUNTS], shown: ['daysPrecipAtLeast0_01In'] },
  ];
  it.each(cases)('$name', ({ rows, shown }) => expect(shownDayColumns(rows).map((c) => c.field)).toEqual(shown));

  it('writes tenths, and "—" (never 0) for a count NCEI does not give', () => {
    expect([dayCell(10.1), dayCell(0), dayCell(null)]).toEqual(['10.1', '0.0', '—']);
    expect(dayCells(NO_DAY_COUNTS, shownDayColumns([july]))).toEqual(['—', '—']);
  });
});
