/**
 * HTTP/1.1 over a plain socket, for requests no client would send (an unencoded byte in the URL,
 * a 17 KB URL in two pieces): the bytes go as given, the answer is read until the server closes.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * Sends bytes as they are and reads until the server closes (bounded by a timeout). Pieces go 20 ms
 * apart, or, with `read` (a server in this process), each once `read(n)` says the server has read
 * the n bytes before it: on a busy machine 20 ms can pass before the server reads, and two pieces
 * read at once are one piece to its parser.
 */
export function rawHttp(port: number, bytes: Buffer | string | string[], read?: (bytes: number) => Promise<void>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer in 5 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    const pieces = Array.isArray(bytes) ? bytes : [bytes];
    const send = (i: number) => (i === pieces.length - 1 ? socket.end(pieces[i]!) : socket.write(pieces[i]!));
    if (read === undefined) return pieces.forEach((_, i) => setTimeout(() => send(i), i * 20));
    let sent = 0;
    const next = (i: number): unknown =>
      i < pieces.length && (send(i), (sent += Buffer.byteLength(pieces[i]!)), read(sent).then(() => next(i + 1), reject));
    socket.once('connect', () => next(0));
  });
}

