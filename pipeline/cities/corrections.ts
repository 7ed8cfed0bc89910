/**
 * The few gazetteer facts a city index must not take literally, each with its reason. Kept to
 * what a person checking a map would agree with; the build report lists every one applied.
 */
import type { PlaceCandidate } from './candidates.ts';

interface PointCorrection {
  kind: 'point';
  geoid: string;
  lat: number;
  lon: number;
  why: string;
}

interface NameCorrection {
  kind: 'name';
  /** The normalised name that moves. */
  name: string;
  from: string;
  to: string;
  why: string;
}

export const CORRECTIONS: readonly (PointCorrection | NameCorrection)[] = [
  {
    kind: 'point',
    geoid: '0667000',
    // San Francisco City Hall, 1 Dr Carlton B Goodlett Pl (ZCTA 94102).
    lat: 37.779265,
    lon: -122.419277,
    why:
      "San Francisco's internal point lies at sea near the Farallon Islands, which are part of the city; " +
      'its nearest ZCTA is Bolinas (94924) in Marin County, so City Hall is used',
  },
  {
    kind: 'name',
    name: 'new york',
    from: '3651000', // New York city (the five boroughs)
    to: '3606144919', // Manhattan borough
    why: 'a "New York, NY" address is Manhattan (the USPS city name of its ZIPs); the other boroughs have their own names',
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
  const get = (geoid: string) => fixed.get(geoid) ?? byGeoid.get(geoid);
  const lines: string[] = [];
  for (const correction of CORRECTIONS) {
    const geoids = correction.kind === 'point' ? [correction.geoid] : [correction.from, correction.to];
    const missing = geoids.filter((g) => !get(g));
    if (missing.length > 0) {
      lines.push(`NOT APPLIED (GEOID ${missing.join(', ')} not in the gazetteer): ${correction.why}`);
      continue;
    }
    if (correction.kind === 'point') {
      const c = get(correction.geoid)!;
      fixed.set(c.geoid, { ...c, lat: correction.lat, lon: correction.lon });
      lines.push(`${c.gazetteerName}, ${c.state}: point moved to ${correction.lat},${correction.lon}: ${correction.why}`);
    } else {
      const from = get(correction.from)!;
      const to = get(correction.to)!;
      if (!from.names.includes(correction.name)) throw new Error(`city index correction: ${from.gazetteerName} has no name "${correction.name}"`);
      fixed.set(from.geoid, { ...from, names: from.names.filter((n) => n !== correction.name) });
      fixed.set(to.geoid, { ...to, names: [...to.names, correction.name] });
      lines.push(`"${correction.name}", ${to.state}: answered by ${to.gazetteerName}, not ${from.gazetteerName}: ${correction.why}`);
    }
  }
  return { candidates: candidates.map((c) => fixed.get(c.geoid) ?? c), lines };
}
