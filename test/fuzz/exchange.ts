/**
 * One case over a raw TCP socket: the steps as written, then (unless the case keeps its side
 * open) a half-close, and everything read until the server closes the connection or the case's
 * deadline passes. A keep-alive server closes after answering a half-closed client (the app sets
 * httpAllowHalfOpen), so "closed" is how a case ends, never a guess about the answers' count.
 */
import { connect, type Socket } from 'node:net';
import type { Outcome } from './checks.ts';
import type { FuzzCase } from './types.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Writes and waits for the write to be taken (or the socket to fail: the server may cut it first). */
const write = (socket: Socket, bytes: Buffer) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed || !socket.writable) return resolve();
    socket.write(bytes, () => resolve());
  });

/** @example await exchange(port, { steps: [{ write: Buffer.from('GET /health HTTP/1.1\r\nHost: a\r\n\r\n') }], ... }) */
export function exchange(port: number, test: FuzzCase): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    // From the call, so a connection never made (a server gone) is timed too.
    let started = performance.now();
    let closed = false;
    let cancelled = false;
    let late = false;
    let clientPort = 0;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset or a write after the server's cut: the connection's end, reported by 'close'.
    socket.on('error', () => undefined);
    const deadline = setTimeout(() => {
      late = true;
      socket.destroy();
    }, test.deadlineMs);
    socket.once('close', () => {
      clearTimeout(deadline);
      closed = !cancelled && !late;
      resolve({ received: Buffer.concat(chunks), closed, cancelled, late, ms: performance.now() - started, port: clientPort });
    });
    socket.once('connect', async () => {
      started = performance.now();
      clientPort = socket.localPort ?? 0;
      for (const step of test.steps) {
        if (socket.destroyed) return;
        if ('write' in step) await write(socket, step.write);
        else if ('wait' in step) await sleep(step.wait);
        else if ('end' in step) socket.end();
        else {
          cancelled = true;
          socket.destroy();
          return;
        }
      }
      if (!test.keepOpen && !socket.destroyed) socket.end();
    });
  });
}
