/**
 * A parameter with a closed set of values (`month`, `units`, `period`) as one ECMA-262 pattern:
 * the parser's own rule and the OpenAPI `pattern`, so a gateway or client built from the document
 * accepts exactly what the server does. A pattern rather than an enum: the server takes every case
 * and dash of its values (`Metric`, `1981–2010`), and an enum would refuse them or narrow the server.
 */

/** How a value may be written besides its own spelling; surrounding white space is always ignored. */
export interface Spellings {
  /** Any mix of upper and lower case (the values are written in lower case). */
  anyCase?: boolean;
  /** An en or em dash for a hyphen, as the answers print periods (`1991–2020`). */
  dashes?: boolean;
}

/**
 * The spellings in words, for a description.
 * @example spellingWords({ dashes: true }) // 'also with an en or em dash for the hyphen; surrounding spaces ignored'
 */
export function spellingWords(spellings: Spellings = {}): string {
  const also = [spellings.anyCase ? 'any case' : '', spellings.dashes ? 'also with an en or em dash for the hyphen' : ''].filter(Boolean);
  return [...also, 'surrounding spaces ignored'].join('; ');
}

const escape = (ch: string) => (/[\\^$.*+?()[\]{}|/-]/.test(ch) ? `\\${ch}` : ch);

function charPattern(ch: string, spellings: Spellings): string {
  if (spellings.dashes && ch === '-') return '[-\u2013\u2014]';
  if (spellings.anyCase && ch.toLowerCase() !== ch.toUpperCase()) return `[${ch.toLowerCase()}${ch.toUpperCase()}]`;
  return escape(ch);
}

const spelled = (value: string, spellings: Spellings) => [...value].map((ch) => charPattern(ch, spellings)).join('');

/**
 * `^\s*(?:…)\s*$` over the values; a value that extends another (`january` of `jan`) is written as
 * its optional tail, which keeps the pattern short enough to read.
 * @example closedSetPattern(['us', 'metric'], { anyCase: true }) // '^\\s*(?:[uU][sS]|[mM]…[cC])\\s*$'
 */
export function closedSetPattern(values: readonly string[], spellings: Spellings = {}): string {
  const roots = values.filter((v) => !values.some((w) => w !== v && v.startsWith(w)));
  const alternatives = roots.map((root) => {
    const tails = values.filter((v) => v !== root && v.startsWith(root)).map((v) => spelled(v.slice(root.length), spellings));
    return spelled(root, spellings) + (tails.length === 0 ? '' : `(?:${tails.join('|')})?`);
  });
  return `^\\s*(?:${alternatives.join('|')})\\s*$`;
}
