/**
 * What resolving an `address` query can come to. The handler maps each kind to a response:
 * zip → the same answer as a `zip` request (200 or 422), its location telling how the address
 * was matched (`match`); not-found → 404, naming what was tried and the index's names nearest it; unavailable → 503 (the geocoder is down and the city
 * index had no answer). `geocoderFailed` marks an answer found by a fallback while the geocoder
 * was failing, which is cached briefly: the geocoder's own answer may differ once it is back.
 */
import type { AddressMatch } from '../../lib/types.ts';

export type AddressResolution =
  | { kind: 'zip'; zip: string; match: AddressMatch; geocoderFailed?: true }
  | { kind: 'not-found'; tried: string; suggestions?: string[] }
  | { kind: 'unavailable' };

export type AddressResolver = (address: string) => Promise<AddressResolution>;
