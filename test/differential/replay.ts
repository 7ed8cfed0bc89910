/**
 * Sends a request set through a sender with a few requests in flight, and hands the answers on
 * in request order. Four in flight at most: the geocoder client queues beyond four, and a queued
 * address would spend its time budget waiting, which would make its answer depend on timing.
 */
import type { RecordedRequest, RecordedResponse } from './types.ts';

export type Sender = (request: RecordedRequest) => Promise<RecordedResponse>;

export async function replay(
  requests: readonly RecordedRequest[],
  send: Sender,
  onAnswer: (request: RecordedRequest, response: RecordedResponse) => void | Promise<void>,
  concurrency = 4,
): Promise<void> {
  const ready = new Map<number, RecordedResponse>();
  let next = 0;
  let delivered = 0;
  let flushing = Promise.resolve();
  const flush = async () => {
    while (ready.has(delivered)) {
      const response = ready.get(delivered)!;
      ready.delete(delivered);
      await onAnswer(requests[delivered]!, response);
      delivered++;
    }
  };
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      ready.set(index, await send(requests[index]!));
      flushing = flushing.then(flush);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await flushing;
}
