/**
 * What the points stage hands the serving form: each edition's candidate stations for a place given
 * by its coordinates, and the default edition's profiles and changes aligned with them.
 */
import type { ChangeRecord } from '../../lib/profile/changeTypes.ts';
import type { ProfileStation } from '../../lib/profile/types.ts';
import type { StationPart } from '../../lib/serving/layout.ts';

export interface PointCandidate {
  id: string;
  lat: number;
  lon: number;
  part: StationPart;
}

export interface PointCandidates {
  /** By edition slug, the default first. */
  editions: Map<string, PointCandidate[]>;
  /** Aligned with the default edition's candidates. */
  profile?: ProfileStation[];
  change?: ChangeRecord[];
}
