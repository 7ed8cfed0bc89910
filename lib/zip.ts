/**
 * ZIP parsing, shared by the pipeline and the API, and the public shards' grouping of ZIPs.
 */

/**
 * Every `zip` value understood, as an ECMA-262 pattern: the parser's own rule and the OpenAPI
 * `pattern`. Surrounding white space (`\s` is what `trim` removes) is ignored and ZIP+4
 * (`12345-6789`, `123456789`) resolves to its 5-digit ZIP, because normals are per ZCTA and the +4
 * part only narrows delivery within it.
 */
export const ZIP_PATTERN = '^\\s*(\\d{5})(?:-?\\d{4})?\\s*$';
const ZIP = new RegExp(ZIP_PATTERN);

/**
 * Parses a `zip` query value to a 5-digit ZIP, or null.
 * @example parseZip(' 10024-1234 ') // '10024'
 */
export function parseZip(input: string): string | null {
  return ZIP.exec(input)?.[1] ?? null;
}

/**
 * The shard a ZIP lives in: its first three digits (the USPS sectional center), so that
 * one request reads one small file. Only call with a value `parseZip` accepted.
 * @example shardPrefix('10024') // '100'
 */
export function shardPrefix(zip: string): string {
  return zip.slice(0, 3);
}
