/**
 * The quarantine rule (DESIGN.md "Choosing the station"): a station whose file fails a check is
 * left out and named with its reason; the build fails only when so many fail that the parser or
 * the upstream format must be wrong. Pure: the stage decides what to do with the verdict.
 */

/** More than this share of checked stations failing fails the build. */
export const MAX_QUARANTINED_SHARE = 0.01;

export interface QuarantinedStation {
  id: string;
  reason: string;
}

export type QuarantineVerdict =
  | { ok: true; quarantined: QuarantinedStation[] }
  | { ok: false; quarantined: QuarantinedStation[]; message: string };

/**
 * @example quarantineVerdict('Climate profile', 7306, [{ id: 'USC00000001', reason: '…' }]) // { ok: true, quarantined: [...] }
 */
export function quarantineVerdict(what: string, checked: number, failed: readonly QuarantinedStation[]): QuarantineVerdict {
  const quarantined = [...failed].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (quarantined.length <= checked * MAX_QUARANTINED_SHARE) return { ok: true, quarantined };
  const shown = quarantined.slice(0, 20).map((q) => `  ${q.id}: ${q.reason}`);
  return {
    ok: false,
    quarantined,
    message:
      `${what}: ${quarantined.length} of ${checked} stations failed the cross-check (more than ` +
      `${MAX_QUARANTINED_SHARE * 100} %). So many failures signal a parser or upstream format problem, not bad stations; ` +
      `fix that before publishing. The first of them:\n${shown.join('\n')}`,
  };
}
