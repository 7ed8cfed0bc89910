/**
 * Place names as lookup keys. The city-index build turns each Census gazetteer name into the
 * names people would type ("St. Louis city" → "saint louis"), each also as a key without spaces
 * ("saintlouis"), so "De Kalb" meets "DeKalb" and "Coeur d Alene" meets "Coeur d'Alene"; the
 * resolver turns the city part of an address into keys the same way, so both sides meet on one
 * normal form.
 */

/**
 * Abbreviations people write for words the gazetteers spell out (and the reverse: "St." in names),
 * with the USPS city-name abbreviations ("Colorado Spgs", "Pt Pleasant", "Hasbrouck Hts").
 */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: 'saint', ste: 'sainte', mt: 'mount', ft: 'fort', pt: 'point', hts: 'heights', spgs: 'springs', jct: 'junction', twp: 'township',
};

/**
 * Normal form of a place name: lower case, accents dropped, apostrophes dropped (they join:
 * "O'Fallon" is "ofallon"), other punctuation a space ("Winston-Salem" is "winston salem"),
 * single spaces, and St/Ste/Mt/Ft spelt out.
 * @example normalizePlaceName('  Ft. Lauderdale ') // 'fort lauderdale'
 * @example normalizePlaceName('Cañon City') // 'canon city'
 */
export function normalizePlaceName(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // Apostrophes and the Hawaiian ʻokina are not word breaks.
    .replace(/['’‘`ʻʼ]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return plain === '' ? '' : plain.split(' ').map((word) => ABBREVIATIONS[word] ?? word).join(' ');
}

/**
 * A normalised name with its words run together: the key that joins spacing and punctuation
 * variants of one name ("winston salem", "winstonsalem").
 * @example placeKey('de kalb') // 'dekalb'
 */
export function placeKey(normalizedName: string): string {
  return normalizedName.replaceAll(' ', '');
}

/**
 * The descriptions the 2025 place and county-subdivision gazetteers put after a name (their
 * LSAD words), longest first so "city and borough" wins over "borough". Lower case in the files,
 * which keeps "Carson City" and "Oklahoma City city" apart.
 */
export const LEGAL_SUFFIXES = [
  'consolidated government (balance)',
  'metropolitan government (balance)',
  'unified government (balance)',
  'metro government (balance)',
  'consolidated government',
  'metropolitan government',
  'unified government',
  'city and borough',
  'charter township',
  'census subarea',
  'city (balance)',
  'barrio-pueblo',
  'urban county',
  'municipality',
  'corporation',
  'zona urbana',
  'plantation',
  '(balance)',
  'comunidad',
  'precinct',
  'township',
  'district',
  'location',
  'purchase',
  'borough',
  'village',
  'barrio',
  'grant',
  'city',
  'gore',
  'town',
  'CCD',
  'CDP',
  'UT',
] as const;

export type LegalSuffix = (typeof LEGAL_SUFFIXES)[number];

/**
 * Splits a gazetteer name into the name and its legal description (null when it has none).
 * @example stripLegalSuffix('Nashville-Davidson metropolitan government (balance)') // { name: 'Nashville-Davidson', suffix: 'metropolitan government (balance)' }
 * @example stripLegalSuffix('Carson City') // { name: 'Carson City', suffix: null }
 */
export function stripLegalSuffix(gazetteerName: string): { name: string; suffix: LegalSuffix | null } {
  const suffix = LEGAL_SUFFIXES.find((s) => gazetteerName.endsWith(` ${s}`)) ?? null;
  return { name: suffix ? gazetteerName.slice(0, -suffix.length - 1).trim() : gazetteerName, suffix };
}

/** A consolidated city-county: its everyday name is the part before the dash or slash. */
const CONSOLIDATED = /County|government|\(balance\)|urban county/;

/**
 * Every normalised name a gazetteer entry answers to, its own name first: the name without its
 * legal description, both halves of a parenthetical alternate, the part before a comma, the city
 * of a consolidated city-county, and "Honolulu" for "Urban Honolulu".
 * @example lookupNames('San Buenaventura (Ventura) city') // ['san buenaventura', 'ventura']
 * @example lookupNames('Athens-Clarke County unified government (balance)') // ['athens clarke county', 'athens']
 * @example lookupNames('Urban Honolulu CDP') // ['urban honolulu', 'honolulu']
 */
export function lookupNames(gazetteerName: string): string[] {
  const { name } = stripLegalSuffix(gazetteerName);
  const names: string[] = [];
  const alternate = /^(.+?)\s*\((.+)\)$/.exec(name);
  names.push(...(alternate ? [alternate[1]!, alternate[2]!] : [name]));
  const beforeComma = /^([^,]+),/.exec(name);
  if (beforeComma) names.push(beforeComma[1]!);
  const consolidated = /^([^-/]+)[-/]/.exec(name);
  if (consolidated && CONSOLIDATED.test(gazetteerName)) names.push(consolidated[1]!);
  const urban = /^Urban (.+)$/.exec(name);
  if (urban) names.push(urban[1]!);
  return [...new Set(names.map(normalizePlaceName))].filter((n) => n !== '');
}

/** A designation that is part of the name itself ("Boise City", "North Attleborough Town"). */
const DESIGNATION_WORD = / (?:City|Town|Village)$/;

/** A consolidated city-county's name: "Athens-Clarke County", "Anaconda-Deer Lodge County". */
const CONSOLIDATED_COUNTY = /^[^-/]+[-/].+ County$/;

/**
 * Names a gazetteer entry also answers to when no place claims them as its own (the index gives
 * them a lower priority): the common name of a legal form whose name ends in its own designation
 * ("Boise City city" → "boise", "Weymouth Town city" → "weymouth"), and a consolidated
 * city-county without its "County" ("Athens-Clarke County" → "athens clarke").
 * @example aliasNames('Boise City city') // ['boise']
 * @example aliasNames('Carson City') // [] (no legal description: "City" is all of the form)
 */
export function aliasNames(gazetteerName: string): string[] {
  const { name, suffix } = stripLegalSuffix(gazetteerName);
  const aliases: string[] = [];
  if (suffix !== null && DESIGNATION_WORD.test(name)) aliases.push(name.replace(DESIGNATION_WORD, ''));
  if (CONSOLIDATED_COUNTY.test(name)) aliases.push(name.replace(/ County$/, ''));
  return aliases.map(normalizePlaceName).filter((alias) => alias !== '');
}

/**
 * Words people add to a city's name themselves, or copy from a legal name ("New York City",
 * "Brooklyn borough", "Juneau City and Borough", "Nashville-Davidson metropolitan government
 * (balance)"), normalised, longest first; the statistical kinds (CCD, UT) are never places.
 */
const SPOKEN_SUFFIXES = LEGAL_SUFFIXES.filter((s) => s !== 'CCD' && s !== 'UT').map(normalizePlaceName);
const SPOKEN_PREFIX = /^(?:the|city of|town of|village of|township of|borough of) /;

/** A compass point as the first word ("N Las Vegas", "E. St. Louis"); only people write these. */
const LEADING_DIRECTION: Readonly<Record<string, string>> = { n: 'north', s: 'south', e: 'east', w: 'west' };

/** A name with its leading compass letter spelt out, and with Saint and Sainte swapped (people mix them up). */
function spellings(name: string): string[] {
  const [first = '', ...rest] = name.split(' ');
  const direction = LEADING_DIRECTION[first];
  return [
    name,
    direction ? [direction, ...rest].join(' ') : name,
    name.replace(/\bsainte\b/g, 'saint'),
    name.replace(/\bsaint\b/g, 'sainte'),
  ];
}

/**
 * The keys to try for a city as a person wrote it, best first: its normal form, then without a
 * trailing designation and a leading "the"/"city of" (so "New York City" finds "New York" and
 * "The Bronx" finds "Bronx", while "Carson City" and "The Dalles" still find themselves first),
 * each also with a leading compass letter spelt out and Saint/Sainte swapped, then all of them
 * without spaces.
 * @example cityKeys('New York City') // ['new york city', 'new york', 'newyorkcity', 'newyork']
 * @example cityKeys('Coeur d Alene') // ['coeur d alene', 'coeurdalene']
 * @example cityKeys('N Las Vegas') // ['n las vegas', 'north las vegas', 'nlasvegas', 'northlasvegas']
 */
export function cityKeys(city: string): string[] {
  const name = normalizePlaceName(city);
  const suffix = SPOKEN_SUFFIXES.find((s) => name.endsWith(` ${s}`));
  const bare = (suffix ? name.slice(0, -suffix.length - 1) : name).replace(SPOKEN_PREFIX, '');
  const names = [name, bare].flatMap(spellings);
  return [...names, ...names.map(placeKey)].filter((k, i, all) => k !== '' && all.indexOf(k) === i);
}
