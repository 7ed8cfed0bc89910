/**
 * For test/e2e/shapes.test.ts, run under `node --log-maps`: the handler behind the Node edge's
 * writer (server/nodeAdapter.ts), warmed on every kind of request until V8 has optimized it, then
 * each kind on its own after a marker in the log, so the test counts the V8 maps each kind makes
 * once warm: its marker is the map of an object with a member `steadyKind_<its index>`.
 * `node --log-maps --logfile=<log> --import tsx test/support/steadyShapes.ts <dataDir> <kinds.json>`
 * (kinds.json: { [kind]: paths }).
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createApi } from '../../api/createApi.ts';
import { sendResponse } from '../../server/nodeAdapter.ts';
import { nodeRequest } from '../../server/nodeRequest.ts';

const [dataDir, kindsFile, warmArg, steadyArg] = process.argv.slice(2);
const kinds = Object.values(JSON.parse(readFileSync(kindsFile!, 'utf8')) as Record<string, string[]>);
const { handler, close } = createApi({ dataDir: dataDir! });
// Nothing is sent: only what the edge does before the socket matters here (its request read in full, so its end waits for the turn's end as a real one does).
const res = { req: { complete: true }, destroyed: false, writeHead() {}, end() {} } as unknown as ServerResponse;
const ask = async (url: string) => {
  const req = { method: 'GET', url, rawHeaders: [] } as unknown as IncomingMessage;
  await sendResponse(res, await handler(nodeRequest(req)));
  // The turn's end, where the answer is written (server/turnEnd.ts), as a server's event loop reaches it.
  await new Promise(setImmediate);
};

const warm = Number(warmArg ?? 20_000);
for (let i = 0; i < warm; i++) {
  const paths = kinds[i % kinds.length]!;
  await ask(paths[Math.floor(i / kinds.length) % paths.length]!);
}
const steady = Number(steadyArg ?? 2_000);
for (const [index, paths] of kinds.entries()) {
  // Once on its own first: what a kind makes once (a module loaded on first use) is not counted.
  for (let i = 0; i < steady; i++) await ask(paths[i % paths.length]!);
  (0, eval)(`({ steadyKind_${index}: 1 })`);
  for (let i = 0; i < steady; i++) await ask(paths[i % paths.length]!);
}
// The end: closing loads what the API's address client needs to close, once.
(0, eval)(`({ steadyKind_${kinds.length}: 1 })`);
await close();
