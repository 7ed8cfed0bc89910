/**
 * Why a month's value is null, in the answer (`nullNote`), on the page and in the data dictionary.
 * One rule, two kinds: a field whose column the build's file for the station lacks (a values-only
 * monthly file has no day-count or quartile columns; a 1981–2010 by-variable file the raw data
 * lacks, its snowfall file too) is "not in this build's file"; any other null is a value NCEI itself leaves out (a blank
 * cell or a missing flag in a column the file has: a precipitation-only normal at a station without
 * precipitation normals, a count NCEI does not compute there).
 */
import { DAY_COUNT_FIELDS, type DayCountField } from '../dayCounts.ts';
import { METRIC_FIELDS } from '../metric.ts';
import type { MonthlyNormals } from '../types.ts';
import type { Units } from '../units.ts';

/** A month's fields that may be null: precipitation and snowfall, NCEI's day counts and quartiles. */
export type FileField = 'avgPrecipIn' | 'avgSnowIn' | DayCountField | 'precipQuartilesIn';
export const FILE_FIELDS: readonly FileField[] = ['avgPrecipIn', 'avgSnowIn', ...DAY_COUNT_FIELDS, 'precipQuartilesIn'];
type NullableField = FileField;
const NULLABLE = FILE_FIELDS;

/** The two reasons, as every place that explains a null words them. */
export const NULL_REASONS = {
  unpublished: 'NCEI publishes none for this station',
  notInFile: "not in this build's file for this station",
} as const;
export type NullReason = keyof typeof NULL_REASONS;

const isNull = (month: MonthlyNormals, field: NullableField) =>
  field === 'precipQuartilesIn' ? Object.values(month.precipQuartilesIn).some((v) => v === null) : month[field] === null;

/**
 * The rule: why `field` is null at a station whose build file lacks the columns of `notInFile`.
 * @example nullReason('daysHighAtLeast90F', ['daysHighAtLeast90F']) // 'notInFile'
 */
export const nullReason = (field: NullableField, notInFile: readonly FileField[]): NullReason =>
  (notInFile as readonly string[]).includes(field) ? 'notInFile' : 'unpublished';

/** A field as the answer in these units names it. */
const named = (field: NullableField, units: Units) => (units === 'metric' && field in METRIC_FIELDS ? METRIC_FIELDS[field as keyof typeof METRIC_FIELDS].name : field);

/**
 * The note of the answer's nulls in `months` (one month, or the year's twelve), each field named
 * once with its reason; undefined when none is null.
 * @example nullNote([july], FILE_FIELDS, 'us') // "Null: daysHighAtLeast90F, …, precipQuartilesIn (not in this build's file for this station)."
 */
export function nullNote(months: readonly MonthlyNormals[], notInFile: readonly FileField[] = [], units: Units = 'us'): string | undefined {
  const byReason = new Map<NullReason, string[]>();
  for (const field of NULLABLE) {
    if (!months.some((m) => isNull(m, field))) continue;
    const reason = nullReason(field, notInFile);
    byReason.set(reason, [...(byReason.get(reason) ?? []), named(field, units)]);
  }
  if (byReason.size === 0) return undefined;
  const parts = (['notInFile', 'unpublished'] as const).filter((r) => byReason.has(r)).map((r) => `${byReason.get(r)!.join(', ')} (${NULL_REASONS[r]})`);
  return `Null: ${parts.join('; ')}.`;
}

/**
 * A note read back (the page words it for people): each reason with the fields it names, as written.
 * @example readNullNote("Null: avgSnowIn (NCEI publishes none for this station).") // [{ reason: 'unpublished', fields: ['avgSnowIn'] }]
 */
export function readNullNote(note: string | undefined): { reason: NullReason; fields: string[] }[] {
  if (note === undefined || !note.startsWith('Null: ')) return [];
  const reasons = Object.entries(NULL_REASONS) as [NullReason, string][];
  return note.slice(6, -1).split('; ').flatMap((part) => {
    const found = reasons.find(([, words]) => part.endsWith(` (${words})`));
    return found === undefined ? [] : [{ reason: found[0], fields: part.slice(0, -(found[1].length + 3)).split(', ') }];
  });
}
