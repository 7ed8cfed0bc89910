/**
 * The SDK's `Transport` between one long-lived MCP server and every POST: the messages of a POST go
 * in, and its answers come back once the server has answered each of its requests.
 *
 * Each request's JSON-RPC id is replaced, before the server sees it, by one no other request in
 * this process has, and given back in its answer: the server keys what is in flight by id, and two
 * clients (or one client's two POSTs) may send the same id at once.
 *
 * A client's notifications and responses are not passed on. Stateless, they can refer to nothing
 * the server holds: it sends no requests to answer, and a POST is answered whole before the next,
 * so a `notifications/cancelled` could only reach another client's request.
 */
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, JSONRPCRequest, RequestId } from '@modelcontextprotocol/sdk/types.js';

interface Waiting {
  /** The id the client gave. */
  id: RequestId;
  answer: (message: JSONRPCMessage) => void;
}

// Checked by the protocol's schema already (api/mcp/postRules.ts): a request is a message with a method and an id.
const isRequest = (message: JSONRPCMessage): message is JSONRPCRequest => 'method' in message && 'id' in message;

export class StatelessTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  #lastId = 0;
  readonly #waiting = new Map<RequestId, Waiting>();

  /**
   * `refuse`: a request's answer without the server, when it gives one (api/mcp/requestParams.ts);
   * `answer`: a request answered beside the server, when it takes it (api/mcp/mcpServer.ts, a tool call).
   */
  constructor(
    private readonly refuse: (request: JSONRPCRequest) => JSONRPCMessage | undefined = () => undefined,
    private readonly answer: (request: JSONRPCRequest) => Promise<JSONRPCMessage> | undefined = () => undefined,
  ) {}

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.onclose?.();
  }

  /** A response goes back to its POST under the client's id; anything else the server sends has no stream to go on, and is dropped. */
  async send(message: JSONRPCMessage): Promise<void> {
    if ('method' in message || !('id' in message) || message.id === undefined) return;
    const waiting = this.#waiting.get(message.id);
    if (waiting === undefined) throw new Error(`no request waits for the answer with id ${String(message.id)}`);
    this.#waiting.delete(message.id);
    waiting.answer({ ...message, id: waiting.id });
  }

  /**
   * The answers to a POST's requests, in their order; undefined when it has none (then only an
   * acknowledgement is due). @example await transport.exchange([{ jsonrpc: '2.0', id: 7, method: 'ping' }]) // [{ result: {}, jsonrpc: '2.0', id: 7 }]
   */
  exchange(messages: JSONRPCMessage[]): Promise<JSONRPCMessage[]> | undefined {
    const requests = messages.filter(isRequest);
    if (requests.length === 0) return undefined;
    return new Promise((resolve) => {
      const answers = new Array<JSONRPCMessage>(requests.length);
      let left = requests.length;
      const answer = (i: number, message: JSONRPCMessage) => {
        answers[i] = message;
        if (--left === 0) resolve(answers);
      };
      const ours = requests.flatMap((request, i) => {
        const refused = this.refuse(request);
        if (refused !== undefined) return (answer(i, refused), []);
        const answered = this.answer(request);
        if (answered !== undefined) return (void answered.then((message) => answer(i, message)), []);
        const id = ++this.#lastId;
        this.#waiting.set(id, { id: request.id, answer: (message) => answer(i, message) });
        return [{ ...request, id }];
      });
      for (const request of ours) this.onmessage?.(request);
    });
  }
}
