/**
 * NCEI's counts of days past a threshold (the `…-AVGNDS-…` normals) and its quartiles of monthly
 * precipitation (`MLY-PRCP-nnPCTL`): the one table of their field names, NCEI variables and
 * meanings, which the readers, the response schemas, the bulk columns and the page all follow.
 * A count is NCEI's average number of days a month, season or year; the thresholds are NCEI's, in
 * °F and inches, so the names keep them in either unit system.
 */

/** Field → NCEI variable (after its `MLY-`, `ANN-` or season prefix) and what a day counted is. */
export const DAY_COUNTS = {
  daysHighAtLeast90F: { variable: 'TMAX-AVGNDS-GRTH090', what: 'a high of 90 °F (32.2 °C) or more' },
  daysHighAtMost32F: { variable: 'TMAX-AVGNDS-LSTH032', what: 'a high of 32 °F (0 °C) or less' },
  daysLowAtMost32F: { variable: 'TMIN-AVGNDS-LSTH032', what: 'a low of 32 °F (0 °C) or less' },
  daysPrecipAtLeast0_01In: { variable: 'PRCP-AVGNDS-GE001HI', what: '0.01 in (0.25 mm) of precipitation or more' },
  daysSnowAtLeast1In: { variable: 'SNOW-AVGNDS-GE010TI', what: '1.0 in (2.54 cm) of snowfall or more' },
} as const;

export type DayCountField = keyof typeof DAY_COUNTS;
export const DAY_COUNT_FIELDS = Object.keys(DAY_COUNTS) as DayCountField[];

/** Average days a period with each threshold met; null where NCEI has no value (never 0 for missing). */
export type DayCounts = Record<DayCountField, number | null>;

/** The quartiles of a month's precipitation totals over the 30 years, by NCEI variable. */
export const PRECIP_QUARTILES = { p25: 'PRCP-25PCTL', p50: 'PRCP-50PCTL', p75: 'PRCP-75PCTL' } as const;
export type PrecipQuartiles = Record<keyof typeof PRECIP_QUARTILES, number | null>;

/** What a station whose file carries none of them has. */
export const NO_DAY_COUNTS: Readonly<DayCounts> = Object.freeze(
  Object.fromEntries(DAY_COUNT_FIELDS.map((field) => [field, null])) as DayCounts,
);
export const NO_QUARTILES: Readonly<PrecipQuartiles> = Object.freeze({ p25: null, p50: null, p75: null });

/**
 * Whether a place's months carry any day count at all (what /health counts).
 * @example hasDayCounts([{ ...NO_DAY_COUNTS, daysHighAtLeast90F: 0 }]) // true
 */
export const hasDayCounts = (months: readonly DayCounts[]) => months.some((m) => DAY_COUNT_FIELDS.some((field) => m[field] !== null));
