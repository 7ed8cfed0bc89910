/** What the meant differences are, and read of a request and of a clipped value (meant.ts, meantPoints.ts). */
import type { Difference } from './diff.ts';
import type { RecordedRequest } from './types.ts';

export interface MeantDifference {
  name: string;
  why: string;
  matches(difference: Difference, request: RecordedRequest, route: string): boolean;
}

/** The request's first non-blank value of a parameter, trimmed; null when it sends none. */
export function given(request: RecordedRequest, name: string): string | null {
  const value = new URL(request.path, 'http://x').searchParams.getAll(name).find((v) => v.trim() !== '');
  return value === undefined ? null : value.trim();
}

/** The report clips long values to their start and length (diff.ts): `value` is `full`, or its clip. */
export function isClipOf(value: string, full: string): boolean {
  const cut = value.lastIndexOf('… (');
  return value === full || (cut > 0 && value.endsWith(`… (${full.length} chars)`) && full.startsWith(value.slice(0, cut)));
}
