/**
 * The answer's note on its nulls (lib/weather/nullNote.ts), in the page's words: the columns a
 * person sees, each group with its reason, so "—" in a table always says why.
 */
import { NULL_REASONS, readNullNote } from '../lib/weather/nullNote.ts';

/** What the page calls each field, by its US or metric name. */
const COLUMN_WORDS: Record<string, string> = {
  avgPrecipIn: 'precipitation', avgPrecipMm: 'precipitation', avgSnowIn: 'snow', avgSnowCm: 'snow',
  daysPrecipAtLeast0_01In: 'wet days', daysHighAtLeast90F: 'hot days', daysHighAtMost32F: 'days with a high of 32 °F or less',
  daysLowAtMost32F: 'freeze days', daysSnowAtLeast1In: 'snow days', precipQuartilesIn: 'precipitation quartiles', precipQuartilesMm: 'precipitation quartiles',
};

const list = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/**
 * @example nullWords("Null: daysHighAtLeast90F, precipQuartilesIn (not in this build's file for this station).")
 * // "“—” for hot days and precipitation quartiles: not in this build's file for this station."
 * @example nullWords(undefined) // ''
 */
export function nullWords(note: string | undefined): string {
  return readNullNote(note)
    .map(({ reason, fields }) => {
      const words = list(fields.map((f) => COLUMN_WORDS[f] ?? f));
      return `“—” for ${words}: ${NULL_REASONS[reason]}.`;
    })
    .join(' ');
}
