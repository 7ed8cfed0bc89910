/** HTTP/1.1 request bytes as a fuzz case sends them, and bytes shown readably in a report. */

export const CRLF = '\r\n';

export interface RequestParts {
  method: string;
  target: string;
  /** 'HTTP/1.1' unless said; '' sends a request line without one. */
  version?: string;
  /** Header lines, in order, as given (a name may repeat; values are not checked). */
  headers: [string, string][];
  /** The body bytes as they go on the wire (already chunk-encoded when chunked). */
  body?: Buffer;
}

/** @example head({ method: 'GET', target: '/health', headers: [['Host', 'a']] }) */
export function head({ method, target, version = 'HTTP/1.1', headers }: RequestParts): Buffer {
  const line = [method, target, version].filter((part) => part !== '').join(' ');
  return Buffer.from([line, ...headers.map(([name, value]) => `${name}: ${value}`)].join(CRLF) + CRLF + CRLF, 'latin1');
}

export const request = (parts: RequestParts): Buffer => Buffer.concat([head(parts), parts.body ?? Buffer.alloc(0)]);

/** How a chunk's size is written: the forms RFC 9112 allows, and ones it does not. */
export type SizeForm = 'lower' | 'upper' | 'zeros';

export interface Chunk {
  data: Buffer;
  /** The size line's number; the data's length unless the case lies. */
  declared?: number;
  form?: SizeForm;
  /** Written after the size: `;a=b`, a long one. */
  extension?: string;
}

export const sizeText = (n: number, form: SizeForm = 'lower') => {
  const hex = n.toString(16);
  return form === 'upper' ? hex.toUpperCase() : form === 'zeros' ? hex.padStart(hex.length + 3, '0') : hex;
};

/** A chunked body: its chunks, the last (zero) chunk and the trailers. */
export function chunked(chunks: Chunk[], trailers: [string, string][] = [], last: { form?: SizeForm; extension?: string } = {}): Buffer {
  const parts: Buffer[] = [];
  for (const { data, declared = data.length, form, extension = '' } of chunks) {
    // A chunk of size 0 is the last chunk (RFC 9112 7.1): an empty one here would end the body early
    // and leave the real last chunk to be read as the next request line.
    if (declared === 0 && data.length === 0) continue;
    parts.push(Buffer.from(sizeText(declared, form) + extension + CRLF, 'latin1'), data, Buffer.from(CRLF));
  }
  const tail = sizeText(0, last.form) + (last.extension ?? '') + CRLF + trailers.map(([n, v]) => `${n}: ${v}${CRLF}`).join('') + CRLF;
  parts.push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}

/** Splits bytes into pieces of the given sizes (the last takes the rest). */
export function split(bytes: Buffer, sizes: number[]): Buffer[] {
  const pieces: Buffer[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= bytes.length) break;
    pieces.push(bytes.subarray(at, at + size));
    at += size;
  }
  if (at < bytes.length) pieces.push(bytes.subarray(at));
  return pieces;
}

/**
 * Bytes as text a reader can copy back into a Buffer: printable ASCII as is, everything else
 * \xNN, \r\n kept visible; runs of one byte over 40 long shortened to `<'x' × 65000>`.
 */
export function showBytes(bytes: Buffer, max = 1200): string {
  let out = '';
  for (let i = 0; i < bytes.length && out.length < max; ) {
    let run = 1;
    while (i + run < bytes.length && bytes[i + run] === bytes[i]) run++;
    const one = showByte(bytes[i]!);
    if (run > 40) {
      out += `<${one} × ${run}>`;
      i += run;
    } else {
      out += one;
      i++;
    }
  }
  return out.length >= max ? `${out.slice(0, max)}… (${bytes.length} bytes)` : out;
}

const showByte = (b: number) => (b === 0x0d ? '\\r' : b === 0x0a ? '\\n' : b === 0x5c ? '\\\\' : b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, '0')}`);
