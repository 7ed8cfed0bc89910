/** Recordings on disk: gzip-compressed NDJSON, a header line then one exchange a line, streamed both ways. */
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import type { Exchange, RecordingHeader } from './types.ts';

export interface RecordingWriter {
  write(exchange: Exchange): Promise<void>;
  close(): Promise<void>;
}

export function writeRecording(file: string, header: RecordingHeader): RecordingWriter {
  const gzip = createGzip({ level: 6 });
  const done = once(gzip.pipe(createWriteStream(file)), 'finish');
  const line = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, 'drain');
  };
  let chain = line(header);
  return {
    write: (exchange) => (chain = chain.then(() => line(exchange))),
    close: async () => {
      await chain;
      gzip.end();
      await done;
    },
  };
}

export async function* readRecording(file: string): AsyncGenerator<RecordingHeader | Exchange> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) if (line !== '') yield JSON.parse(line) as RecordingHeader | Exchange;
}

/** The header line, then the exchanges. */
export async function loadRecording(file: string): Promise<{ header: RecordingHeader; exchanges: Exchange[] }> {
  let header: RecordingHeader | undefined;
  const exchanges: Exchange[] = [];
  for await (const item of readRecording(file)) {
    if ('kind' in item) header = item;
    else exchanges.push(item);
  }
  if (header?.kind !== 'typical-weather-differential') throw new Error(`${file} is not a differential recording`);
  return { header, exchanges };
}
