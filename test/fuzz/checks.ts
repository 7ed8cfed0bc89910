/**
 * The invariants every answer keeps, whatever was asked: no 5xx, no JSON-RPC internal error
 * (-32603 is never right for a caller's input), nothing of the server's insides (a stack trace, a
 * file path), and JSON for every API and MCP answer (a static page is HTML; 1xx, 202, 204, 304
 * and a HEAD's answer have no body).
 */
import { readAnswers } from './answers.ts';
import type { Answer, FuzzCase } from './types.ts';

/** What betrays the server's insides in a body. */
export const LEAKS: readonly RegExp[] = [/\bat .+:\d+:\d+/, /\/work\//, /node:internal/, /node_modules/, /\.ts:/];

export interface Outcome {
  received: Buffer;
  /** The server closed (or reset) the connection. */
  closed: boolean;
  /** The client destroyed the connection itself (a cancelled body): nothing more is owed. */
  cancelled: boolean;
  /** Milliseconds from the first byte sent to the connection's end. */
  ms: number;
  /** The deadline passed with the connection still open. */
  late: boolean;
  /** The client's port, by which a connection the server still holds names its case. */
  port: number;
}

/** The statuses whose answer has no body. */
const NO_BODY: readonly number[] = [202, 204, 304];

const hasInternalError = (json: unknown): boolean =>
  Array.isArray(json) ? json.some(hasInternalError) : typeof json === 'object' && json !== null && (json as { error?: { code?: unknown } }).error?.code === -32603;

/** What is wrong with one answer, or undefined. */
function answerFault(answer: Answer, test: FuzzCase): string | undefined {
  const { status, headers, body } = answer;
  if (status >= 500 && !(status === 501 && test.allow501)) return `status ${status}`;
  const text = body.toString('utf8');
  const leak = LEAKS.find((pattern) => pattern.test(text));
  if (leak !== undefined) return `body shows the server's insides (${leak}): ${JSON.stringify(leak.exec(text)![0].slice(0, 120))}`;
  if (body.length === 0) return status < 200 || NO_BODY.includes(status) || answer.method === 'HEAD' ? undefined : `status ${status} with an empty body`;
  const type = headers.get('content-type') ?? '';
  if (test.html && type.startsWith('text/html')) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `status ${status}: body is not JSON (${type || 'no content-type'}): ${JSON.stringify(text.slice(0, 120))}`;
  }
  if (!type.includes('json')) return `status ${status}: JSON body with content-type ${JSON.stringify(type)}`;
  if (hasInternalError(json)) return `JSON-RPC -32603: ${text.slice(0, 200)}`;
  return undefined;
}

/** Every fault of one case's exchange; empty when it kept every invariant. */
export function caseFaults(test: FuzzCase, outcome: Outcome): string[] {
  const faults: string[] = [];
  const read = readAnswers(outcome.received, test.methods);
  if (read.garbage !== undefined) faults.push(`bytes that are no HTTP answer ${read.garbage}`);
  let final = 0;
  for (const [i, answer] of read.answers.entries()) {
    const fault = answerFault(answer, test);
    if (fault !== undefined) faults.push(`answer ${i + 1}: ${fault}`);
    // Only where the requests are well framed is the answer surely a HEAD's (else the client may have lost count).
    if (answer.headBody && final < (test.expectAnswers ?? 0)) faults.push(`answer ${i + 1}: the answer to a HEAD has a body (${answer.body.length} bytes)`);
    if (answer.status >= 200) final++;
  }
  if (outcome.late) faults.push(`neither answered nor closed within ${test.deadlineMs / 1000} s (${read.answers.length} answers so far)`);
  const finals = read.answers.filter((a) => a.status >= 200).length;
  if (!outcome.cancelled && test.expectAnswers !== undefined && finals < test.expectAnswers && !outcome.late) {
    faults.push(`${finals} of ${test.expectAnswers} answers, then the connection ${outcome.closed ? 'closed' : 'stayed open'}`);
  }
  const statuses = read.answers.filter((a) => a.status >= 200).map((a) => a.status);
  if (test.statuses !== undefined && statuses.join() !== test.statuses.join()) faults.push(`statuses ${statuses.join(', ') || 'none'} where ${test.statuses.join(', ')} are due`);
  if (test.maxAnswers !== undefined && finals > test.maxAnswers) faults.push(`${finals} answers to ${test.maxAnswers} request(s): bytes of a body were read as a request`);
  return faults;
}
