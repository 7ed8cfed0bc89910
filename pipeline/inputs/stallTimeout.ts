/**
 * How long a download may receive nothing before it is cut and retried: 30 s, or
 * UPSTREAM_STALL_SECONDS (tests use a second; a user on a link that pauses longer raises it).
 */

export const DEFAULT_STALL_SECONDS = 30;

/**
 * @example stallMsOf({}) // 30000
 * @example stallMsOf({ UPSTREAM_STALL_SECONDS: '0.5' }) // 500
 */
export function stallMsOf(env: Record<string, string | undefined>): number {
  const raw = env.UPSTREAM_STALL_SECONDS;
  if (raw === undefined || raw === '') return DEFAULT_STALL_SECONDS * 1000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`UPSTREAM_STALL_SECONDS must be a number of seconds above 0, not '${raw}'`);
  return seconds * 1000;
}
