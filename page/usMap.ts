/**
 * The map component: the states and territories (the outline the API decides inside/outside with,
 * site/map-outline.json) with marked points, such as a place and its station, or a place and its
 * climate twins. Inline SVG scaled to its container, with an accessible name, a description and
 * the same words as a visible caption; no tiles and no request beyond the page's own origin.
 */
import type { MapOutline } from './mapOutline.ts';
import { MAP_VIEW as VIEW, mapProjection } from './mapProjection.ts';
import { svgEl } from './svg.ts';

export interface MarkedPoint {
  lat: number;
  lon: number;
  /** Its name, read by screen readers and shown on hover. */
  label: string;
  kind: 'place' | 'station' | 'twin';
}

export interface MapWords {
  /** The accessible name. */
  title: string;
  /** What the map shows, in words (also the caption). */
  description: string;
  /** Written beside the line from the first point to the second (a distance), when both are drawn. */
  lineLabel?: string;
}

const project = mapProjection();

/** A point on the map, or null where the projection has no place for it (far from every state and territory). */
export function mapXY(point: Pick<MarkedPoint, 'lat' | 'lon'>): [number, number] | null {
  return project([point.lon, point.lat]);
}

/** A twin's marker: a diamond, so twins differ from the place and its station (circles) in shape, not colour alone. */
function diamond(doc: Document, [x, y]: [number, number]): SVGPathElement {
  const r = 10;
  return svgEl(doc, 'path', { d: `M${x} ${y - r}L${x + r} ${y}L${x} ${y + r}L${x - r} ${y}Z`, class: 'map-point' });
}

let ids = 0;

/**
 * @example container.replaceChildren(usMap(document, outline, [{ lat: 40.78, lon: -73.97, label: 'Your point', kind: 'place' }], words))
 */
export function usMap(doc: Document, outline: MapOutline, points: readonly MarkedPoint[], words: MapWords): SVGSVGElement {
  const id = `map-${++ids}`;
  const svg = svgEl(doc, 'svg', { viewBox: `0 0 ${VIEW.width} ${VIEW.height}`, class: 'us-map', role: 'img', 'aria-labelledby': `${id}-title ${id}-desc` });
  svg.append(
    svgEl(doc, 'title', { id: `${id}-title` }, words.title),
    svgEl(doc, 'desc', { id: `${id}-desc` }, words.description),
    svgEl(doc, 'path', { d: outline.nation, class: 'map-land' }),
    svgEl(doc, 'path', { d: outline.borders, class: 'map-borders' }),
  );
  const placed = points.map((p) => ({ p, at: mapXY(p) }));
  const [first, second] = placed;
  if (first?.at && second?.at) {
    const [[x1, y1], [x2, y2]] = [first.at, second.at];
    svg.append(svgEl(doc, 'line', { x1, y1, x2, y2, class: 'map-line' }));
    if (words.lineLabel) {
      const [x, y] = [Math.min(Math.max((x1 + x2) / 2 + 14, 10), VIEW.width - 200), Math.max((y1 + y2) / 2 - 14, 30)];
      svg.append(svgEl(doc, 'text', { x, y, class: 'map-label' }, words.lineLabel));
    }
  }
  // The place last, so it is drawn over its station when they nearly coincide.
  for (const { p, at } of [...placed].reverse()) {
    if (!at) continue;
    const marker = p.kind === 'twin' ? diamond(doc, at) : svgEl(doc, 'circle', { cx: at[0], cy: at[1], r: p.kind === 'place' ? 11 : 9, class: 'map-point' });
    marker.classList.add(`map-${p.kind}`);
    marker.append(svgEl(doc, 'title', {}, p.label));
    svg.append(marker);
  }
  return svg;
}
