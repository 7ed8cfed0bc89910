/**
 * A place's climate twins as the map draws them: each twin's station as a marked point named by its
 * place, and the sentence the map's description and caption add, naming every twin it draws.
 */
import type { Twin } from '../lib/twins/types.ts';
import { twinName } from '../lib/twins/twinName.ts';
import { mapXY, type MarkedPoint } from './usMap.ts';

/** The twins the map can draw (those the projection has a place for), as marked points, most alike first. */
export function twinPoints(twins: readonly Twin[]): MarkedPoint[] {
  return twins
    .map((t): MarkedPoint => ({ lat: t.station.lat, lon: t.station.lon, label: `Climate twin: ${twinName(t)} (${t.station.name})`, kind: 'twin' }))
    .filter((p) => mapXY(p) !== null);
}

/**
 * @example twinsSentence([{ label: 'Climate twin: Tucson, AZ (TUCSON INTL AP)', … }], 1)
 * // 'Its climate twin (purple diamond): Tucson, AZ (TUCSON INTL AP).'
 */
export function twinsSentence(points: readonly MarkedPoint[], of: number): string {
  const names = points.map((p) => p.label.replace(/^Climate twin: /, '')).join('; ');
  const undrawn = of - points.length;
  const rest = undrawn > 0 ? ` The map has no place for ${undrawn} more.` : '';
  return points.length === 1
    ? `Its climate twin (purple diamond): ${names}.${rest}`
    : `Its ${points.length} climate twins, most alike first (purple diamonds): ${names}.${rest}`;
}
