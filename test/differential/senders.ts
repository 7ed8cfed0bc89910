/** The two ways to ask: in-process through the handler, or over HTTP to a running server. */
import { fromResponse, toRequest, TRANSPORT_HEADERS } from './exchange.ts';
import type { Sender } from './replay.ts';
import type { Targets } from './target.ts';

export function inProcessSender(targets: Targets): Sender {
  return async (request) => fromResponse(await targets.handlers[request.target](toRequest(request)));
}

/** Over HTTP to `origin`, without the headers the transport adds (Date, Content-Length, …). */
export function httpSender(origin: string): Sender {
  return async (request) => {
    if (request.target !== 'data') throw new Error(`request ${request.id}: only the built dataset is served over HTTP`);
    return fromResponse(await fetch(toRequest(request, origin)), TRANSPORT_HEADERS);
  };
}

/** The in-process sender with the transport headers dropped too, to compare with httpSender. */
export function withoutTransport(sender: Sender): Sender {
  return async (request) => {
    const response = await sender(request);
    for (const name of TRANSPORT_HEADERS) delete response.headers[name];
    return response;
  };
}
