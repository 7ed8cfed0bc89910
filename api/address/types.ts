/**
 * What resolving an `address` query can come to. The handler maps each kind to a response:
 * zip → the same answer as a `zip` request (200 or 422); not-found → 404;
 * unavailable → 503 (the geocoder is down and the city index had no answer); invalid → 400.
 * `via` says where the ZIP came from: the Census geocoder, the city index, or a ZIP the user
 * wrote in the address itself (a bare ZIP, or the last fallback for a street address).
 */
export type AddressResolution =
  | { kind: 'zip'; zip: string; via: 'geocoder' | 'city-index' | 'address-zip' }
  | { kind: 'not-found'; tried: string }
  | { kind: 'unavailable' }
  | { kind: 'invalid'; message: string };

export type AddressResolver = (address: string) => Promise<AddressResolution>;
