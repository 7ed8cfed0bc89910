/**
 * One raw TCP exchange for hostile-client tests: bytes sent as given (pieces in turn), the client
 * then ending, half-closing or cutting its side, and everything the server sent back, split into
 * its HTTP answers. Ends when the server closes, or `waitMs` after the last byte when it keeps the
 * connection (then the client closes it): never hangs.
 */
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Map<string, string>;
  body: string;
}

export interface ExchangeResult {
  answers: RawResponse[];
  /** True when the server closed the connection (false: still open when the client gave up). */
  serverClosed: boolean;
}

/** How the client leaves after its bytes: keeps open, half-closes (FIN), or cuts (RST). */
export type ClientEnd = 'open' | 'half-close' | 'cut';

/** The HTTP/1.1 answers in `bytes`, in order; each body by its Content-Length. */
export function parseAnswers(bytes: Buffer): RawResponse[] {
  const answers: RawResponse[] = [];
  let at = 0;
  while (at < bytes.length) {
    const end = bytes.indexOf('\r\n\r\n', at);
    if (end < 0) break;
    const [statusLine = '', ...lines] = bytes.subarray(at, end).toString('latin1').split('\r\n');
    const headers = new Map(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    const length = Number(headers.get('content-length') ?? 0);
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body: bytes.subarray(end + 4, end + 4 + length).toString('utf8') });
    at = end + 4 + length;
  }
  return answers;
}

export function rawExchange(port: number, pieces: (string | Buffer)[], { end = 'open', waitMs = 1500 }: { end?: ClientEnd; waitMs?: number } = {}): Promise<ExchangeResult> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let serverClosed = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answers: parseAnswers(Buffer.concat(chunks)), serverClosed });
    };
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('end', () => (serverClosed = true));
    socket.on('close', finish);
    socket.once('connect', async () => {
      for (const piece of pieces) {
        if (socket.destroyed) break;
        socket.write(piece);
        await new Promise((r) => setTimeout(r, 5));
      }
      if (end === 'cut') socket.resetAndDestroy();
      else if (end === 'half-close') socket.end();
      timer = setTimeout(finish, waitMs);
    });
  });
}
