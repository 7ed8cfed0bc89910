/**
 * The day counts in the page's month and season tables, the way a climate box shows them: wet days
 * always, hot, freeze and snow days only where any row has some. Each header says NCEI's threshold
 * in the answer's units; a count NCEI does not give is "—", never 0.
 */
import type { DayCountField, DayCounts } from '../lib/dayCounts.ts';
import { fixed } from '../lib/fixed.ts';
import { THRESHOLD_WORDS } from '../lib/profile/types.ts';
import type { UnitWords } from './units.ts';

export interface DayColumn {
  field: DayCountField;
  header: (w: UnitWords) => string;
  always?: true;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const DAY_COLUMNS: readonly DayColumn[] = [
  { field: 'daysPrecipAtLeast0_01In', header: (w) => `Wet days (≥ ${w.dayPrecip})`, always: true },
  { field: 'daysHighAtLeast90F', header: (w) => `Hot days (high ≥ ${w.hot})` },
  { field: 'daysLowAtMost32F', header: (w) => `${capitalised(THRESHOLD_WORDS['32F'])} days (low ≤ ${w.freeze['32F']})` },
  { field: 'daysSnowAtLeast1In', header: (w) => `Snow days (≥ ${w.daySnow})` },
];

/**
 * The columns rows of these counts show.
 * @example shownDayColumns([{ daysHighAtLeast90F: 0, … }]).map((c) => c.field) // ['daysPrecipAtLeast0_01In']
 */
export function shownDayColumns(rows: readonly DayCounts[]): DayColumn[] {
  return DAY_COLUMNS.filter((c) => c.always || rows.some((r) => (r[c.field] ?? 0) > 0));
}

/** A count as the tables write it: NCEI's tenth of a day, or "—" when it has none. @example dayCell(10.1) // '10.1' */
export const dayCell = (days: number | null) => (days === null ? '—' : fixed(days, 1));

/** The cells of one row for the shown columns. */
export const dayCells = (row: DayCounts, columns: readonly DayColumn[]) => columns.map((c) => dayCell(row[c.field]));

/** Replaces a table's day headers (those marked `data-day`) with the shown columns'. */
export function setDayHeaders(doc: Document, headRow: HTMLTableRowElement, columns: readonly DayColumn[], w: UnitWords): void {
  headRow.querySelectorAll('[data-day]').forEach((th) => th.remove());
  for (const c of columns) {
    const th = doc.createElement('th');
    th.scope = 'col';
    th.dataset.day = c.field;
    th.textContent = c.header(w);
    headRow.append(th);
  }
}
