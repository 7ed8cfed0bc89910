/**
 * The climate-profile CSV's columns: the ZIP and its station, then every field of the profile
 * (docs/climate-profile.md) as NCEI publishes it, each with its unit and NCEI column. The writer
 * (pipeline/profile/profileCsv.ts) walks the same field lists in the same order.
 */
import { FREEZE_PROBABILITIES, FREEZE_THRESHOLDS, NO_DATES_REASONS, SEASON_NAMES, type AnnualProfile } from '../../lib/profile/types.ts';
import { DAY_COUNT_FIELDS, DAY_COUNTS, type DayCountField } from '../../lib/dayCounts.ts';
import { CONFIDENCE, NO_NORMAL, STATION_DISTANCE, STATION_ID, STATION_NAME, ZIP, zctaPoint, type Column } from './column.ts';

type Measure = { unit: string; what: string; element: string; always?: true };

/** The annual fields in column order, with what each is (NCEI's ANN-* element). */
export const ANNUAL_MEASURES = {
  avgHighF: { unit: '°F', what: 'normal daily high temperature', element: 'ANN-TMAX-NORMAL', always: true },
  avgLowF: { unit: '°F', what: 'normal daily low temperature', element: 'ANN-TMIN-NORMAL', always: true },
  avgMeanF: { unit: '°F', what: 'normal daily mean temperature', element: 'ANN-TAVG-NORMAL', always: true },
  precipIn: { unit: 'in', what: 'normal total precipitation', element: 'ANN-PRCP-NORMAL' },
  snowIn: { unit: 'in', what: 'normal total snowfall', element: 'ANN-SNOW-NORMAL' },
  heatingDegreeDays: { unit: '°F·days', what: 'heating degree days, base 65 °F', element: 'ANN-HTDD-NORMAL' },
  coolingDegreeDays: { unit: '°F·days', what: 'cooling degree days, base 65 °F', element: 'ANN-CLDD-NORMAL' },
  growingDegreeDaysBase50: { unit: '°F·days', what: 'growing degree days, base 50 °F', element: 'ANN-GRDD-BASE50' },
  ...(Object.fromEntries(DAY_COUNT_FIELDS.map((field) => [field, { unit: 'days', what: `days with ${DAY_COUNTS[field].what}`, element: `ANN-${DAY_COUNTS[field].variable}` }])) as Record<DayCountField, Measure>),
} as const satisfies Record<keyof AnnualProfile, Measure>;

export const ANNUAL_FIELDS = Object.keys(ANNUAL_MEASURES) as (keyof typeof ANNUAL_MEASURES)[];

/** The season fields in column order: the first five annual ones, over the season's months, and NCEI's day counts of the season. */
export const SEASON_FIELDS = ['avgHighF', 'avgLowF', 'avgMeanF', 'precipIn', 'snowIn', ...DAY_COUNT_FIELDS] as const;
const SEASON_ELEMENT = { winter: 'DJF', spring: 'MAM', summer: 'JJA', fall: 'SON' } as const;

export const THRESHOLDS = Object.keys(FREEZE_THRESHOLDS) as (keyof typeof FREEZE_THRESHOLDS)[];
export const PERCENTILES = Object.keys(FREEZE_PROBABILITIES) as (keyof typeof FREEZE_PROBABILITIES)[];
export const FREEZE_PARTS = ['lastSpring', 'firstFall', 'growingSeasonDays'] as const;

/** `avgHighF` → `avg_high_f`, `daysPrecipAtLeast0_01In` → `days_precip_at_least_0_01_in`. */
export const snake = (name: string) => name.replace(/([a-z])(?=[A-Z0-9])|([0-9])(?=[A-Z])/g, '$1$2_').toLowerCase();

const QUARANTINED = "the station's annual/seasonal normals failed the build's cross-check (see `quarantined`)";
const emptyWhen = (measure: Measure) => (measure.always ? `Only when ${QUARANTINED}.` : `${NO_NORMAL} Also when ${QUARANTINED}.`);

const measure = (name: string, m: Measure, what: string): Column => ({ name, type: 'number', unit: m.unit, description: what, empty: emptyWhen(m) });

const FREEZE_WORDS = {
  lastSpring: (t: string, p: number) =>
    `Date (MM-DD) after which a ${t} freeze still comes in ${p} % of years (NCEI PRBLST). Not a gardening table's wording: ` +
    `p10 is the late date (a freeze after it in 1 year in 10, "90 % safe" there), p90 the early one.`,
  firstFall: (t: string, p: number) =>
    `Date (MM-DD) before which a ${t} freeze comes in ${p} % of years (NCEI PRBFST): p10 is the late date, p90 the early one.`,
  growingSeasonDays: (t: string, p: number) => `Days between ${t} freezes, a length reached or exceeded in ${p} % of years (NCEI PRBGSL).`,
} as const;

const DATES_EMPTY = `NCEI gives no date: \`no_dates_reason\` says why. Also when ${QUARANTINED}.`;

function freezeColumns(threshold: (typeof THRESHOLDS)[number]): Column[] {
  const t = `${FREEZE_THRESHOLDS[threshold]} °F`;
  return [
    {
      name: `freeze_${threshold}_chance_in_a_year_pct`,
      type: 'number',
      unit: '%',
      description: `Share of years with at least one day at or below ${t} (NCEI ANN-TMIN-PRBOCC-LSTH0${FREEZE_THRESHOLDS[threshold]}).`,
      empty: `${NO_NORMAL} Also when ${QUARANTINED}.`,
    },
    ...FREEZE_PARTS.flatMap((part) =>
      PERCENTILES.map((p): Column => ({
        name: `freeze_${threshold}_${snake(part)}_${p}`,
        ...(part === 'growingSeasonDays'
          ? { type: 'number' as const, unit: 'days' }
          : { type: 'string' as const, constraints: { pattern: '^[0-9]{2}-[0-9]{2}$' } }),
        description: FREEZE_WORDS[part](t, FREEZE_PROBABILITIES[p]),
        empty: DATES_EMPTY,
      })),
    ),
    {
      name: `freeze_${threshold}_no_dates_reason`,
      type: 'string',
      description:
        `Why the ${t} dates are empty: rare-or-never (freezes came in too few years to date), any-month (a freeze can come in ` +
        'any month), missing (NCEI has no value).',
      empty: `The dates are given. Also when ${QUARANTINED}.`,
      constraints: { enum: NO_DATES_REASONS },
    },
  ];
}

export const PROFILE_COLUMNS: readonly Column[] = [
  ZIP,
  zctaPoint('lat'),
  zctaPoint('lon'),
  STATION_ID,
  STATION_NAME,
  STATION_DISTANCE,
  CONFIDENCE,
  { name: 'quarantined', type: 'string', description: "Why the station's annual/seasonal normals failed the build's cross-check; then every column after this one is empty.", empty: 'The station passed: its profile follows.' },
  ...ANNUAL_FIELDS.map((f) => measure(`annual_${snake(f)}`, ANNUAL_MEASURES[f], `Annual ${ANNUAL_MEASURES[f].what} (NCEI ${ANNUAL_MEASURES[f].element}).`)),
  ...SEASON_NAMES.flatMap((s) =>
    SEASON_FIELDS.map((f) => {
      const m = ANNUAL_MEASURES[f];
      return measure(`${s}_${snake(f)}`, m, `${s[0]!.toUpperCase()}${s.slice(1)} (${SEASON_ELEMENT[s]}) ${m.what} (NCEI ${m.element.replace('ANN', SEASON_ELEMENT[s])}).`);
    }),
  ),
  ...THRESHOLDS.flatMap(freezeColumns),
];
