/**
 * Parameter values, valid and hostile, that the generator combines with ZIPs and addresses.
 * Hostile means what a careless or malicious client sends: wrong formats, look-alike Unicode,
 * prototype names, control characters, overlong strings.
 */

const HOSTILE_COMMON = [
  '', ' ', '   ', '\t', 'null', 'undefined', 'NaN', 'Infinity', '-1', '0', '1e1', '0x7', '__proto__', 'constructor',
  'toString', 'hasOwnProperty', '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '%00', '\u0000',
  '\u202e', '😀', 'é', 'x'.repeat(300), '[]', '{}', 'true',
];

export const MONTHS_VALID = [
  ...Array.from({ length: 12 }, (_, i) => String(i + 1)),
  '01', '07', '12', 'jan', 'Feb', 'MAR', 'april', 'May', 'june', 'JULY', 'aug', 'sept', 'Sep', 'october', 'nov', 'December', ' jul ',
];

export const MONTHS_HOSTILE = [
  ...HOSTILE_COMMON, '13', '00', '007', '7.0', '7.5', '+7', 'julyy', 'ju', 'j', 'sept.', 'Juli', 'juillet', '٧', '７', 'ｊｕｌ',
  'jul,aug', '1-12', 'J\u0130LY',
];

export const DATES_VALID = [
  '2026-07-04', '07-04', '02-29', '2024-02-29', '2026-01-01', '2026-12-31', '12-31', '01-01', '1999-06-15', '0001-03-03', ' 2026-03-15 ',
];

export const DATES_HOSTILE = [
  ...HOSTILE_COMMON, '2025-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-07-32', '2026-07-00', '7-4', '2026/07/04',
  '20260704', '2026-07-04T00:00:00Z', '-07-04', '2026-7-4', '02-30', '13-01', '2026-07', '26-07-04', '１２-３１', '2026-07-04x',
];

export const PERIODS = [
  '1991-2020', '1981-2010', ' 1981-2010 ', '1991–2020', '1981–2010', '2001-2030', '1971-2000', 'latest', '1991', '1981-2010,1991-2020',
  'current', 'previous', ...HOSTILE_COMMON.slice(0, 12),
];

/** ZIP strings that are not a plain five-digit ZCTA: ZIP+4, whitespace, wrong length, look-alikes. */
export const ZIPS_HOSTILE = [
  ...HOSTILE_COMMON, '1002', '100245', '10024-', '10024-12', '10024-12345', '10024 1234', ' 10024 ', '10024\n', 'abcde', '１００２４',
  '10O24', '+10024', '1.0024e4', '00000', '99999', '000', '10024;', '10024%2500',
];

/** Parameters nobody documents, and how hard the generator leans on them. */
export const JUNK_PARAMS: readonly [string, string][] = [
  ['utm_source', 'newsletter'], ['utm_campaign', 'x'], ['callback', 'alert'], ['format', 'xml'], ['units', 'imperial'],
  ['units', 'us'], ['units', 'metric'], ['units', 'kelvin'], ['units', ''], ['ZIP', '10024'], ['Month', '7'], ['zip[]', '10024'], ['__proto__', '1'],
  ['constructor', 'x'], ['fields', 'normals'], ['lang', 'es'], ['', 'empty-name'], ['period ', '1981-2010'],
];

/** Non-route and near-route paths. */
export const PATHS_ODD = [
  '/', '/nope', '/typical-weather/', '/climate-profile/', '/health/', '/api/', '/openapi.json/', '/TYPICAL-WEATHER', '/Health',
  '//health', '/typical-weather//', '/typical-weather/10024', '/health?verbose=1', '/openapi.json?x=1', '/openapi.yaml', '/docs',
  '/docs/', '/index.html', '/data/manifest.json', '/data/zip/100.json', '/%', '/%zz', '/typical-weather%2f', '/health%00',
  '/..%2f..%2fpackage.json', '/.netlify/functions/typical-weather', '/favicon.ico', `/${'a'.repeat(2000)}`, '/typical-weather;zip=10024',
];

export const METHODS_OTHER = ['POST', 'PUT', 'DELETE', 'PATCH'];
