/**
 * How long the server waits for a client (docs/design.md, "Limits"). Node's defaults would hold a
 * request whose body trickles in for five minutes, and check every 30 s; these cut a slow request
 * well before a minute. A request cut this way is answered 408 (server/clientError.ts).
 */
export const TIMEOUTS = {
  /** From a connection's first byte of a request to the end of its headers. */
  headersMs: 10_000,
  /** From a request's first byte to the end of its body. */
  requestMs: 20_000,
  /** A request running this long without its answer is cut (server/answerDeadline.ts). */
  answerMs: 30_000,
  /** An idle keep-alive connection is closed after this long. */
  keepAliveMs: 5_000,
  /** How often the two above are checked: a request is cut at most this late. */
  checkEveryMs: 1_000,
} as const;

/** The timeouts above, as the options Node's createServer takes. @example createServer(SERVER_TIMEOUTS) */
export const SERVER_TIMEOUTS = {
  headersTimeout: TIMEOUTS.headersMs,
  requestTimeout: TIMEOUTS.requestMs,
  keepAliveTimeout: TIMEOUTS.keepAliveMs,
  connectionsCheckingInterval: TIMEOUTS.checkEveryMs,
};
