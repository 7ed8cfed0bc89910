/**
 * How a message names the next step, a route or the exact request to make: as a URL path to an
 * HTTP client, as a tool and its arguments to an MCP client. A message with such a step is a
 * `Wording`, written once (lib/messages.ts) and said to whoever asked (api/errorResponse.ts).
 */

/** The parameters of a request, in the order given: each a name and its value. */
export type Arguments = readonly (readonly [string, string])[];

export interface Speaker {
  /** A route named: `/typical-weather`, or the tool `typical-weather`. */
  route(path: string): string;
  /** The request to make: its route and its parameters. */
  request(path: string, args: Arguments): string;
}

/** A message naming a next step, said for a speaker. */
export type Wording = (speaker: Speaker) => string;

/** A message: plain text, or text that names a next step. */
export type Message = string | Wording;

/** A request path, percent-encoded (a space is %20). @example pathWithQuery('/typical-weather', [['zip', '10024']]) // '/typical-weather?zip=10024' */
export const pathWithQuery = (path: string, args: Arguments): string =>
  args.length === 0 ? path : `${path}?${args.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;

/** The HTTP API's: paths. */
export const HTTP_SPEAKER: Speaker = { route: (path) => path, request: pathWithQuery };

/** @example say((s) => `Use ${s.route('/typical-weather')}.`, HTTP_SPEAKER) // 'Use /typical-weather.' */
export const say = (message: Message, speaker: Speaker): string => (typeof message === 'string' ? message : message(speaker));
