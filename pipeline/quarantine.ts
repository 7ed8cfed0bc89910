/**
 * Quarantine instead of collapse, the one rule of every stage that checks station files (monthly
 * files, the climate profile's seasons against the annual values, the 1981–2010 edition against its
 * annual files): per-station problems → the stations kept, the stations left out (with a one-line
 * reason each), and whether so many failed that the input, not a few stations, is at fault. Pure:
 * each stage decides what a verdict means for its output.
 */

/**
 * The largest share of a product's stations that may fail validation before the build stops:
 * upstream has ~15,600 monthly files, and a few bad ones must not take the country offline, but
 * more than 1 % failing points at our parser or a change of upstream format.
 */
export const QUARANTINE_LIMIT = 0.01;

export interface StationCheck {
  id: string;
  /** Problems found in the station's files; none = sound. */
  problems: readonly string[];
}

export interface QuarantinedStation {
  id: string;
  /** The first problem, and how many more there were. */
  reason: string;
}

export interface QuarantineVerdict {
  /** Ids of the sound stations, in the order checked. */
  kept: string[];
  /** Sorted by id. */
  quarantined: QuarantinedStation[];
  /** Every problem of every quarantined station, for the report and a failing build's message. */
  problems: string[];
  /** Null when the build may go on; else why it must stop. */
  failure: string | null;
}

/**
 * @example quarantine([{ id: 'A', problems: [] }, { id: 'B', problems: ['B month: bad'] }], 0.5)
 * // { kept: ['A'], quarantined: [{ id: 'B', reason: 'B month: bad' }], problems: ['B month: bad'], failure: null }
 */
export function quarantine(checks: readonly StationCheck[], limit = QUARANTINE_LIMIT): QuarantineVerdict {
  const kept: string[] = [];
  const quarantined: QuarantinedStation[] = [];
  const problems: string[] = [];
  for (const { id, problems: found } of checks) {
    if (found.length === 0) {
      kept.push(id);
      continue;
    }
    const more = found.length > 1 ? ` (and ${found.length - 1} more problem(s))` : '';
    quarantined.push({ id, reason: `${found[0]}${more}` });
    problems.push(...found);
  }
  quarantined.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const share = checks.length === 0 ? 0 : quarantined.length / checks.length;
  const failure =
    share > limit
      ? `${quarantined.length} of ${checks.length} stations failed validation (${percent(share)}), more than ` +
        `the ${percent(limit)} a few bad upstream files explain: this signals a parser or upstream format problem, ` +
        'so the build stops instead of leaving those stations out.'
      : null;
  return { kept, quarantined, problems, failure };
}

function percent(share: number): string {
  return `${Number((share * 100).toPrecision(3))} %`;
}
