/**
 * The few gazetteer facts a city index must not take literally, each with its reason. Kept to
 * what a person checking a map would agree with; the build report lists every one applied.
 * They apply before the GeoNames join (centres.ts), which then measures from the corrected point.
 * ("New York, NY" was moved to Manhattan here while the index used internal points: the five
 * boroughs' point is in Brooklyn. GeoNames' centre of New York City is in Manhattan, so it needs no correction.)
 */
import type { PlaceCandidate } from './candidates.ts';

interface PointCorrection {
  geoid: string;
  lat: number;
  lon: number;
  why: string;
}

export const CORRECTIONS: readonly PointCorrection[] = [
  {
    geoid: '0667000',
    // San Francisco City Hall, 1 Dr Carlton B Goodlett Pl (ZCTA 94102).
    lat: 37.779265,
    lon: -122.419277,
    why:
      "San Francisco's internal point lies at sea near the Farallon Islands, which are part of the city, " +
      '34 mi from its GeoNames centre (too far to join); City Hall is used, from which the centre joins',
  },
];

/**
 * Applies CORRECTIONS to the candidates (returned anew) and says, for the build report, which
 * were applied and which were not (their place is not in this gazetteer: a small test fixture, or
 * a future vintage that needs the table updated).
 * @example applyCorrections(candidates).lines[0] // 'San Francisco city, CA: point moved: …'
 */
export function applyCorrections(candidates: readonly PlaceCandidate[]): { candidates: PlaceCandidate[]; lines: string[] } {
  const byGeoid = new Map(candidates.map((c) => [c.geoid, c]));
  const fixed = new Map<string, PlaceCandidate>();
  const lines: string[] = [];
  for (const correction of CORRECTIONS) {
    const c = byGeoid.get(correction.geoid);
    if (!c) {
      lines.push(`NOT APPLIED (GEOID ${correction.geoid} not in the gazetteer): ${correction.why}`);
      continue;
    }
    fixed.set(c.geoid, { ...c, lat: correction.lat, lon: correction.lon });
    lines.push(`${c.gazetteerName}, ${c.state}: point moved to ${correction.lat},${correction.lon}: ${correction.why}`);
  }
  return { candidates: candidates.map((c) => fixed.get(c.geoid) ?? c), lines };
}
