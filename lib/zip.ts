/**
 * ZIP parsing, shared by the pipeline and the API, and the public shards' grouping of ZIPs.
 */

/**
 * Parses a `zip` query value to a 5-digit ZIP, or null.
 * Surrounding white space is ignored and ZIP+4 (`12345-6789`, `123456789`) resolves to its 5-digit ZIP,
 * because normals are per ZCTA and the +4 part only narrows delivery within it.
 * @example parseZip(' 10024-1234 ') // '10024'
 */
export function parseZip(input: string): string | null {
  const m = /^(\d{5})(?:-?\d{4})?$/.exec(input.trim());
  return m ? m[1]! : null;
}

/**
 * The shard a ZIP lives in: its first three digits (the USPS sectional center), so that
 * one request reads one small file. Only call with a value `parseZip` accepted.
 * @example shardPrefix('10024') // '100'
 */
export function shardPrefix(zip: string): string {
  return zip.slice(0, 3);
}
