/**
 * An edition's prerendered answer texts (lib/serving/answerText.ts): for each of its records file's
 * records that has months, the pieces its answers share, made by the answers' own builders from the
 * same station parts the records file encodes. Pure: parts in, file bytes out.
 */
import { writeTextFile } from '../../lib/serving/answerText.ts';
import type { StationPart } from '../../lib/serving/layout.ts';
import { stationWords } from '../../lib/weather/summary.ts';
import { yearSummary } from '../../lib/weather/yearSummary.ts';

/**
 * @param parts the station parts in the order they were encoded, `index[i]` the record of `parts[i]`
 * @param records how many records the edition's file has
 * @param label the edition's period label, as its summaries name it ("1991–2020")
 */
export function answerTextFile(parts: readonly StationPart[], index: readonly number[], records: number, label: string): Uint8Array {
  const regions: (string[] | null)[] = new Array<string[] | null>(records).fill(null);
  parts.forEach((part, i) => {
    const at = index[i]!;
    if (regions[at] === null && 'months' in part) regions[at] = pieces(part, label);
  });
  return writeTextFile(regions);
}

function pieces({ site, months }: Extract<StationPart, { months: unknown }>, label: string): string[] {
  const whole = JSON.stringify({ months, yearSummary: yearSummary(months) }).slice(1, -1);
  const words = months.map((m) => JSON.stringify(stationWords(m, site.name, label)).slice(1, -1));
  return [JSON.stringify(site), whole, ...months.map((m) => JSON.stringify(m)), ...words];
}
