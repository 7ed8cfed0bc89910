/**
 * The download client this project used before (undici 7's fetch), reading one URL's body more
 * slowly than it arrives, as writing it to disk does on a busy machine. Against an HTTP/1.0 server
 * that closes the connection after the body, undici asserts in its socket handler, where no caller
 * can catch it (nodejs/undici#5360), and the process dies with a stack trace.
 *
 * CLI: `node --import tsx test/support/undiciDownload.ts <url>`: prints the bytes read, or dies.
 */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { fetch } from 'undici';

const response = await fetch(process.argv[2]!);
let bytes = 0;
const slowSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    bytes += chunk.length;
    setTimeout(done, 1);
  },
});
await pipeline(Readable.fromWeb(response.body as ReadableStream), slowSink);
console.log(`read ${bytes} bytes`);
