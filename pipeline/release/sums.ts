/**
 * SHA256SUMS in the format of GNU coreutils (`sha256sum -c SHA256SUMS` checks it): one line per
 * file, the hex digest, two spaces, the name.
 */

export interface Checksum {
  name: string;
  sha256: string;
}

/** @example formatSums([{ name: 'a', sha256: 'e3b0…' }]) // 'e3b0…  a\n' */
export function formatSums(files: readonly Checksum[]): string {
  return [...files]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((f) => `${f.sha256}  ${f.name}\n`)
    .join('');
}

/** Throws naming the first malformed line; `*name` (binary mode) is read as name. */
export function parseSums(text: string): Checksum[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line, i) => {
      const match = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
      if (!match) throw new Error(`SHA256SUMS line ${i + 1} is not "<sha256>  <name>": ${JSON.stringify(line.slice(0, 80))}`);
      return { sha256: match[1]!, name: match[2]! };
    });
}
