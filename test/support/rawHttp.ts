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

/** Sends bytes as they are (pieces 20 ms apart) and reads until the server closes (bounded by a timeout). */
export function rawHttp(port: number, bytes: Buffer | string | string[]): Promise<RawAnswer> {
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
    pieces.forEach((piece, i) => setTimeout(() => (i === pieces.length - 1 ? socket.end(piece) : socket.write(piece)), i * 20));
  });
}

