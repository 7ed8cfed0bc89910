/**
 * An answer's strong ETag: the 64-bit xxHash (XXH64, seed 0) of its body as sent, as 16 hex
 * digits, so it changes with any byte and nothing else (two bodies share one with a chance of 1 in
 * 2^64). Every answer is hashed, so the hash must be cheap: a quarter of SHA-1's time, or less
 * (docs/design.md, "Headers"). xxhash-wasm instantiates its WebAssembly asynchronously: started when
 * this module loads, awaited by the one caller that may come first (api/http.ts conditional).
 */
import xxhash, { type XXHashAPI } from 'xxhash-wasm';

let hasher: XXHashAPI | undefined;

/** Resolves once etagOf can run. */
export const etagsReady: Promise<void> = xxhash().then((api) => {
  hasher = api;
});

/** Whether etagOf can run now (else await etagsReady). */
export const etagsLoaded = (): boolean => hasher !== undefined;

/** @example etagOf('') // '"ef46db3751d8e999"' (XXH64's own test vector) */
export function etagOf(body: Uint8Array | string): string {
  if (hasher === undefined) throw new Error('etagOf before etagsReady');
  const digest = typeof body === 'string' ? hasher.h64(body) : hasher.h64Raw(body);
  return `"${digest.toString(16).padStart(16, '0')}"`;
}
