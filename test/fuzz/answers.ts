/**
 * Every HTTP answer in the bytes a connection received, pipelined ones too. A trailing answer cut
 * short is a cut connection (allowed); bytes that are not an HTTP answer are a failure.
 */
import type { Answer } from './types.ts';

export interface ReadAnswers {
  answers: Answer[];
  /** Bytes that do not begin an answer: what, and where. */
  garbage?: string;
  /** The last answer was cut short (the connection ended mid-answer). */
  cut: boolean;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** A chunked body from `at`: its bytes and where it ends, or undefined when cut short. */
function dechunk(bytes: Buffer, at: number): { body: Buffer; end: number } | undefined {
  const parts: Buffer[] = [];
  for (;;) {
    const eol = bytes.indexOf('\r\n', at);
    if (eol < 0) return undefined;
    const size = parseInt(bytes.subarray(at, eol).toString('latin1').split(';')[0]!.trim(), 16);
    if (!Number.isFinite(size)) return undefined;
    at = eol + 2;
    if (size === 0) {
      // Trailers, then the empty line.
      const end = bytes.indexOf('\r\n', at) === at ? at + 2 : bytes.indexOf(HEAD_END, at) + 4;
      return end < 4 ? undefined : { body: Buffer.concat(parts), end };
    }
    if (at + size + 2 > bytes.length) return undefined;
    parts.push(bytes.subarray(at, at + size));
    at += size + 2;
  }
}

/**
 * The length of content sent after a HEAD's answer (which has none), or 0: the bytes after it are
 * its Content-Length's worth that are not an answer, up to the end or the next answer.
 */
function headBody(bytes: Buffer, at: number, headers: Map<string, string>): number {
  const length = Number(headers.get('content-length') ?? 0);
  if (length === 0 || at >= bytes.length || bytes.subarray(at, at + 5).toString('latin1') === 'HTTP/') return 0;
  const next = at + length;
  return next === bytes.length || bytes.subarray(next, next + 5).toString('latin1') === 'HTTP/' ? length : 0;
}

/**
 * @param methods the requests' methods in order (a HEAD's answer has no body); a missing one is GET
 * @example readAnswers(Buffer.from('HTTP/1.1 204 No Content\r\n\r\n'), ['OPTIONS']).answers[0].status // 204
 */
export function readAnswers(bytes: Buffer, methods: readonly string[]): ReadAnswers {
  const answers: Answer[] = [];
  let at = 0;
  let k = 0;
  while (at < bytes.length) {
    const end = bytes.indexOf(HEAD_END, at);
    if (end < 0) {
      const start = bytes.subarray(at, at + 9).toString('latin1');
      if ('HTTP/1.1 '.startsWith(start) || start.startsWith('HTTP/1.')) return { answers, cut: true };
      return { answers, cut: false, garbage: `at byte ${at}: ${JSON.stringify(bytes.subarray(at, at + 80).toString('latin1'))}` };
    }
    const [statusLine = '', ...lines] = bytes.subarray(at, end).toString('latin1').split('\r\n');
    const status = /^HTTP\/1\.[01] (\d{3})(?: |$)/.exec(statusLine);
    if (status === null) return { answers, cut: false, garbage: `at byte ${at}: ${JSON.stringify(statusLine.slice(0, 80))}` };
    const headers = new Map<string, string>();
    for (const line of lines) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
    }
    const code = Number(status[1]);
    at = end + 4;
    // An interim answer (100 Continue) belongs to the request the next one answers.
    if (code < 200) {
      answers.push({ status: code, method: methods[k] ?? 'GET', headers, body: Buffer.alloc(0) });
      continue;
    }
    const method = methods[k++] ?? 'GET';
    const bodyAfterHead = method === 'HEAD' ? headBody(bytes, at, headers) : 0;
    if (bodyAfterHead > 0) {
      // Content where none may be: kept apart, so the answers after it are still read.
      answers.push({ status: code, method, headers, body: bytes.subarray(at, at + bodyAfterHead), headBody: true });
      at += bodyAfterHead;
    } else if (method === 'HEAD' || code === 204 || code === 304) {
      answers.push({ status: code, method, headers, body: Buffer.alloc(0) });
    } else if (headers.get('transfer-encoding')?.toLowerCase() === 'chunked') {
      const read = dechunk(bytes, at);
      if (read === undefined) return { answers, cut: true };
      answers.push({ status: code, method, headers, body: read.body });
      at = read.end;
    } else if (headers.has('content-length')) {
      const length = Number(headers.get('content-length'));
      if (at + length > bytes.length) return { answers, cut: true };
      answers.push({ status: code, method, headers, body: bytes.subarray(at, at + length) });
      at += length;
    } else {
      // Neither: the body runs to the connection's end (RFC 9112 §6.3).
      answers.push({ status: code, method, headers, body: bytes.subarray(at) });
      at = bytes.length;
    }
  }
  return { answers, cut: false };
}
