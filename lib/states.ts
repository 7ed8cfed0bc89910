/**
 * US states and territories (USPS codes ⇄ names) and the `City, ST` reading of an address.
 * Shared by the city-index build (one file per code) and the address resolver.
 */

/**
 * The 50 states, DC, Puerto Rico and the island areas the Census gazetteers cover, by USPS code.
 * The 2025 place and county-subdivision files hold the 50 states, DC and PR; the ZCTA file also
 * has GU and MP, and the Census geocoder covers the island areas, so they parse too.
 */
export const STATES = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky',
  LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire',
  NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota',
  OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island',
  SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont',
  VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
  PR: 'Puerto Rico', AS: 'American Samoa', GU: 'Guam', MP: 'Northern Mariana Islands',
  VI: 'U.S. Virgin Islands',
} as const;

export type StateCode = keyof typeof STATES;

/**
 * The island areas by USPS code, with the minor outlying islands (UM, which no gazetteer covers):
 * no Census place or county subdivision file holds them, so a label there is the area's own name.
 */
export const ISLAND_AREAS: Readonly<Record<string, string>> = {
  AS: STATES.AS, GU: STATES.GU, MP: STATES.MP, VI: STATES.VI, UM: 'U.S. Minor Outlying Islands',
};

/** Every code, sorted (one city-index file each). */
export const STATE_CODES = (Object.keys(STATES) as StateCode[]).sort();

export interface CityState {
  /** The city part as written, spaces collapsed (normalise it with placeName.ts to look it up). */
  city: string;
  state: StateCode;
}

/** Lower case, no dots, single spaces: "D.C." is "dc", "N. Carolina" is "n carolina". */
const simplify = (text: string): string => text.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();

const BY_NAME = new Map<string, StateCode>();
for (const code of STATE_CODES) {
  BY_NAME.set(code.toLowerCase(), code);
  BY_NAME.set(simplify(STATES[code]), code);
}
// The Virgin Islands are often written without "U.S.".
BY_NAME.set('virgin islands', 'VI');

/** The most words a state name has ("district of columbia", "northern mariana islands"). */
const MAX_STATE_WORDS = Math.max(...[...BY_NAME.keys()].map((name) => name.split(' ').length));

/**
 * The USPS code of a state written as a code or a full name, any case, dots and spaces ignored.
 * @example stateCode('n.y.') // 'NY'
 * @example stateCode('North  Carolina') // 'NC'
 * @example stateCode('Ontario') // null
 */
export function stateCode(text: string): StateCode | null {
  return BY_NAME.get(simplify(text)) ?? null;
}

/**
 * Splits trailing words that name a state off a run of words, preferring the longest name, so
 * "Kansas City Kansas" is Kansas City in KS and "West Virginia" is not Virginia.
 * @example splitTrailingState('Kansas City Kansas') // { before: 'Kansas City', state: 'KS' }
 */
export function splitTrailingState(text: string): { before: string; state: StateCode } | null {
  const words = text.trim().split(/\s+/);
  for (let n = Math.min(MAX_STATE_WORDS, words.length); n >= 1; n--) {
    const state = stateCode(words.slice(words.length - n).join(' '));
    if (state) return { before: words.slice(0, words.length - n).join(' '), state };
  }
  return null;
}

/**
 * Reads input that is only a city and a state: `City, ST`, `City, State`, `City ST` or
 * `City State`, any case and spacing. Null for anything else, including a city part with a
 * digit (then it is a street address, e.g. "100 Main St Springfield IL") or with a comma.
 * @example parseCityState('  saint paul,  mn ') // { city: 'saint paul', state: 'MN' }
 * @example parseCityState('Charleston West Virginia') // { city: 'Charleston', state: 'WV' }
 * @example parseCityState('100 Main St, Springfield, IL') // null
 */
export function parseCityState(input: string): CityState | null {
  const parts = input.split(',').map((part) => part.replace(/\s+/g, ' ').trim());
  let found: { city: string; state: StateCode | null } | null = null;
  if (parts.length === 2) {
    found = { city: parts[0]!, state: stateCode(parts[1]!) };
  } else if (parts.length === 1) {
    const split = splitTrailingState(parts[0]!);
    found = split && { city: split.before, state: split.state };
  }
  if (!found?.state || !/\p{L}/u.test(found.city) || /\d/.test(found.city)) return null;
  return { city: found.city, state: found.state };
}
