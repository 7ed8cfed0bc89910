/** What a fuzz case is, and what running one found. */

/** One thing the client does on its connection, in order. */
export type Step =
  | { write: Buffer }
  /** A pause, so that the server reads what came before on its own (a body cut mid-read). */
  | { wait: number }
  /** Half-close: the client sends no more, and reads on. */
  | { end: true }
  /** The client goes away mid-exchange (a cancelled body). */
  | { destroy: true };

export type Family = 'framing' | 'mcp' | 'stall' | 'regression';

export interface FuzzCase {
  family: Family;
  index: number;
  /** What the case is, in a few words (its generator and choices). */
  name: string;
  steps: Step[];
  /** The methods of the requests sent, in order: a HEAD's answer has no body. */
  methods: string[];
  /** The client keeps its side open after the steps: the server must answer or close by the deadline. Otherwise the client half-closes. */
  keepOpen?: boolean;
  /** Answers the server owes: the requests are well framed, so a cut in their place is a failure. */
  expectAnswers?: number;
  /** The final answers' statuses, exactly (a regression's row, where the right answer is known). */
  statuses?: number[];
  /** At most this many answers: more means the server read a body as a request. */
  maxAnswers?: number;
  /** By when the server has answered or closed the connection. */
  deadlineMs: number;
  /** A transfer coding ending in chunked, another before it: 501 is the documented answer. */
  allow501?: boolean;
  /** A GET or HEAD of a static page is sent: an HTML answer is expected. */
  html?: boolean;
}

/** An HTTP answer read off the wire. */
export interface Answer {
  status: number;
  /** The method of the request it answers, as sent (GET when more answers came than requests). */
  method: string;
  headers: Map<string, string>;
  body: Buffer;
  /** A HEAD's answer came with content (which it must not have). */
  headBody?: boolean;
}

export interface Failure {
  /** The case's family; 'after' for the checks once all cases have run. */
  family: Family | 'after';
  index: number;
  seed: number;
  name: string;
  /** Which invariant broke, and how. */
  what: string;
  /** The bytes the client sent, for the report and the regression table. */
  sent: Buffer;
  /** The bytes received. */
  received: Buffer;
  /** The found regression it is (test/fuzz/regressions.ts), when it is one not fixed yet. */
  known?: string;
}
