/**
 * NCEI station names look like `NEW YORK CNTRL PK TWR, NY US`: the place, then the state (or
 * province/territory) code, then the country code.
 *
 * Display name: we keep NCEI's name exactly as published (trimmed, inner runs of spaces
 * collapsed), state and country included, so a reader can find the same station in NCEI's
 * own tools; it is an identifier as much as a label, so we do not re-case or expand it.
 */

export interface StationName {
  /** NCEI's name as shown to users, e.g. "NEW YORK CNTRL PK TWR, NY US". */
  name: string;
  /** Two-letter state, province or territory code, or null when the name has none. */
  state: string | null;
  /** Two-letter country code (US, CA, RQ = Puerto Rico, …), or null when the name has none. */
  country: string | null;
}

const TRAILER = /, ([A-Z]{2}) ([A-Z]{2})$/;

/**
 * @example parseStationName('NEW YORK CNTRL PK TWR, NY US ') // { name: 'NEW YORK CNTRL PK TWR, NY US', state: 'NY', country: 'US' }
 */
export function parseStationName(raw: string): StationName {
  const name = raw.trim().replace(/\s+/g, ' ');
  const m = TRAILER.exec(name);
  return { name, state: m?.[1] ?? null, country: m?.[2] ?? null };
}
