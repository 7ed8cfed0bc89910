/**
 * The runtime's own limit, for bench/bareServer.ts: a bare Node `http` server that sends the exact
 * status, headers and body it is given (BARE_ANSWER: a JSON file of them) to every request.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answer = JSON.parse(readFileSync(process.env.BARE_ANSWER!, 'utf8')) as { status: number; headers: Record<string, string>; body: string };
const body = Buffer.from(answer.body);
createServer((_req, res) => {
  res.writeHead(answer.status, answer.headers);
  res.end(body);
}).listen(Number(process.env.PORT), process.env.HOST);
