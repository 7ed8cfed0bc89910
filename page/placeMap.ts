/**
 * The map of a result: the place (a ZIP's point, or the point asked) and its station, the line
 * between them and the distance, drawn once the outline has loaded, then drawn again with the
 * place's climate twins when they arrive (the same outline, fetched once); where the projection has
 * no place for the place or its station (far from every state and territory) the caption says so instead.
 */
import type { CommonFields } from '../lib/types.ts';
import { placeLabel } from '../lib/placeEcho.ts';
import type { Twin } from '../lib/twins/types.ts';
import type { Outcome } from './api.ts';
import type { MapOutline } from './mapOutline.ts';
import { unitsOf, valueOf, wordsFor } from './units.ts';
import { twinPoints, twinsSentence } from './twinsOnMap.ts';
import { mapXY, usMap, type MarkedPoint } from './usMap.ts';

/** Said instead of a map where the projection has no place for the point or its station. */
export const NOT_DRAWN = 'The map has no place for it: it draws the states and territories only.';

type Common = Pick<CommonFields, 'location' | 'station' | 'units'> & { query: { address?: string } };

/**
 * `twins` resolves to the place's twins (none when they cannot be given); `current` says whether
 * this lookup is still the one on screen, so a late outline or late twins never draw over a newer map.
 * @example drawPlaceMap(document, answer, getJson('/map-outline.json'), showTwins(…), () => ticket === latest)
 */
export async function drawPlaceMap(doc: Document, common: Common, outline: Promise<Outcome<MapOutline>>, twins: Promise<readonly Twin[]>, current: () => boolean): Promise<void> {
  const figure = doc.getElementById('map')!;
  const box = doc.getElementById('map-box')!;
  const caption = doc.getElementById('map-caption')!;
  const place = placeLabel(common.location, common.query.address);
  const units = unitsOf(common);
  const distance = `${valueOf(common.station, 'distanceMi', units)} ${wordsFor(units).distance}`;
  const points: MarkedPoint[] = [
    { lat: common.location.lat, lon: common.location.lon, label: place, kind: 'place' },
    { lat: common.station.lat, lon: common.station.lon, label: `${common.station.name} (${common.station.id})`, kind: 'station' },
  ];
  const description = `${place} (red) and its normals station ${common.station.name} (blue), ${distance} apart.`;
  // Shown at once, its box at the map's proportions, so the map arriving shifts nothing below it.
  const drawable = points.every((p) => mapXY(p) !== null);
  figure.hidden = false;
  box.hidden = !drawable;
  box.replaceChildren();
  caption.textContent = drawable ? description : `${description} ${NOT_DRAWN}`;
  if (!drawable) return;
  const loaded = await outline;
  if (!current()) return;
  if (!loaded.ok) {
    figure.hidden = true;
    return;
  }
  box.replaceChildren(usMap(doc, loaded.body, points, { title: `Map: ${place} and its station`, description, lineLabel: distance }));
  const alike = await twins;
  const drawn = twinPoints(alike);
  if (!current() || drawn.length === 0) return;
  const withTwins = `${description} ${twinsSentence(drawn, alike.length)}`;
  caption.textContent = withTwins;
  box.replaceChildren(usMap(doc, loaded.body, [...points, ...drawn], { title: `Map: ${place} and its station, with its climate twins`, description: withTwins, lineLabel: distance }));
}
