/**
 * A connection's requests run one at a time, and only while its unsent answers are small. HTTP/1.1
 * answers a connection's requests in order, so running a pipelining client's requests at once gains
 * it nothing, but would make the server hold every answer it has not read yet: one connection that
 * pipelined 1,400 requests for /openapi.json made the process run out of heap. So a request waits
 * until the one before it has been written and the socket holds at most UNSENT_BUDGET_BYTES not yet
 * taken by the network; a connection with more than MAX_WAITING requests waiting is cut (a client
 * that pipelines that deep is not reading its answers), which bounds what a request that is parsed
 * but not run can hold. While answers are unsent Node also stops reading the socket (its own
 * pause), so the kernel's buffers push back on the client.
 *
 * On stop (the server's 'stopping' event, server/shutdown.ts) a connection ends after the answer to
 * the last request it has sent: that answer says `Connection: close`, or, begun before the stop,
 * the connection is ended once it is written. Node's closeIdleConnections (which server.close()
 * runs) would destroy a connection with no request being received even while its last answer is
 * still being sent or its next pipelined request waits here, cutting answers already made: on this
 * server it ends such a connection after what it has to send, leaves a busy one to the gate, and a
 * new one that has sent nothing yet for a moment (FRESH_MS).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { answerDeadline, type Running } from './answerDeadline.ts';

/** Unsent answer bytes a connection may have before its next request runs. */
export const UNSENT_BUDGET_BYTES = 1024 * 1024;
/** Requests one connection may have waiting behind the one running. */
export const MAX_WAITING = 32;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** One connection's state: whether a request runs (`res`: which, for the answer deadline), and the requests waiting, request and response in turn. */
interface Line extends Running {
  busy: boolean;
  waiting: (IncomingMessage | ServerResponse)[];
  /** What writes on the socket once its requests are answered (afterAnswers). */
  last?: () => void;
}

const LINE = Symbol('connection line');
type LinedSocket = Socket & { [LINE]?: Line };

/**
 * The server's request listener, running `run` for each request in turn per connection.
 * @example const server = createServer(); server.on('request', connectionGate(server, listener));
 */
export function connectionGate(server: Server, run: Listener, log: (line: string) => void = console.error): Listener {
  const deadline = answerDeadline(server, log);
  let stopping = false;
  server.once('stopping', () => (stopping = true));
  endIdleGently(server);

  const start = (socket: LinedSocket, line: Line, req: IncomingMessage, res: ServerResponse) => {
    line.busy = true;
    if (stopping && line.waiting.length === 0) res.setHeader('Connection', 'close');
    // The socket as it was at the start: by the response's 'close' a destroyed request (a body
    // cancelled mid-read) may have left req.socket null.
    res.once('close', () => done(socket, line));
    line.res = res;
    line.since = performance.now();
    run(req, res);
  };

  const next = (socket: LinedSocket) => {
    const line = socket[LINE]!;
    // Gone, or closing after an answer that said so: no later request can be answered, but what
    // waits to write last still ends the socket (a CONNECT's, which Node no longer reads or closes).
    if (!socket.writable) return void takeLast(line)?.();
    const req = line.waiting.shift() as IncomingMessage | undefined;
    if (req === undefined) {
      const last = takeLast(line);
      if (last !== undefined) last();
      // Answered in full and nothing more asked: when stopping, the connection is done.
      else if (stopping) socket.end();
      return;
    }
    start(socket, line, req, line.waiting.shift() as ServerResponse);
  };

  // A response's 'close' (written, or its connection gone, whatever happened): the one place a
  // request's bookkeeping ends, and the next request may run.
  function done(socket: LinedSocket, line: Line) {
    line.res = undefined;
    line.busy = false;
    if (socket.writableLength > UNSENT_BUDGET_BYTES) socket.once('drain', () => next(socket));
    else next(socket);
  }

  const opened = (socket: LinedSocket): Line => {
    const line: Line = { busy: false, waiting: [], res: undefined, since: 0 };
    deadline.watch(line);
    socket.once('close', () => deadline.unwatch(line));
    return (socket[LINE] = line);
  };

  return (req, res) => {
    const socket = req.socket as LinedSocket;
    const line = socket[LINE] ?? opened(socket);
    if (!line.busy) return start(socket, line, req, res);
    if (line.waiting.length >= MAX_WAITING * 2) {
      socket.destroy();
      return;
    }
    line.waiting.push(req, res);
  };
}

/** What waits to write once the line is answered (afterAnswers), taken so it runs once. */
function takeLast(line: Line): (() => void) | undefined {
  const last = line.last;
  line.last = undefined;
  return last;
}

/** How long a connection that has sent nothing yet is left open by closeIdleConnections: its request may be on its way, or arrived but not read. */
export const FRESH_MS = 1000;

/** Makes the server's closeIdleConnections end, not destroy, the connections it finds idle (see above). */
function endIdleGently(server: Server): void {
  const sockets = new Map<LinedSocket, number>();
  server.on('connection', (socket: LinedSocket) => {
    sockets.set(socket, performance.now());
    socket.once('close', () => sockets.delete(socket));
  });
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {
    // Node picks the idle ones and calls their destroy(), synchronously: for that call, destroy ends.
    const now = performance.now();
    for (const [socket, opened] of sockets) {
      const line = socket[LINE];
      const fresh = socket.bytesRead === 0 && now - opened < FRESH_MS;
      const gentle = () => (fresh || line?.busy || line?.waiting.length ? socket : socket.end());
      Object.defineProperty(socket, 'destroy', { value: gentle, configurable: true, writable: true });
    }
    try {
      closeIdle();
    } finally {
      for (const socket of sockets.keys()) delete (socket as { destroy?: unknown }).destroy;
    }
  };
}

/**
 * Runs `write` once the socket's requests read so far are answered (at once when there are none):
 * an answer written outside the gate (a parser's refusal of a later pipelined request, a CONNECT's)
 * must come after theirs, or the client takes it for its first request's answer.
 * @example afterAnswers(socket, () => socket.end(refusalBytes))
 */
export function afterAnswers(socket: Socket, write: () => void): void {
  const line = (socket as LinedSocket)[LINE];
  if (line === undefined || (!line.busy && line.waiting.length === 0)) return write();
  line.last = write;
  // A client that half-closes meanwhile has Node end the socket after the last answer it holds
  // (its `_last`), before `write`: the last write closes the connection instead.
  socket.once('end', () => {
    const running = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    for (const res of [running, ...line.waiting]) if (res && 'writeHead' in res) (res as ServerResponse & { _last?: boolean })._last = false;
  });
}

/**
 * A parser fault in the body of a request still waiting its turn (pipelined behind others): that
 * request is the one refused, in its place after the answers before it, so it leaves the line (its
 * handler would wait for a body that never comes, and the refusal for it).
 */
export function withdrawUnfinished(socket: Socket): void {
  const line = (socket as LinedSocket)[LINE];
  const req = line?.waiting.at(-2) as IncomingMessage | undefined;
  if (req !== undefined && !req.complete) line!.waiting.splice(-2, 2);
}
