/** Builds SVG elements for the page's charts; text goes in as text, never as markup. */
const SVG_NS = 'http://www.w3.org/2000/svg';

export function svgEl<K extends keyof SVGElementTagNameMap>(doc: Document, name: K, attrs: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const node = doc.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The root of a chart drawn at its container's width in CSS pixels: one user unit is one pixel, so
 * the 12 px text stays 12 px on a phone (a fixed viewBox scaled down made it about 5 px).
 */
export function chartRoot(doc: Document, width: number, height: number, cls: string, labelledBy: string): SVGSVGElement {
  return svgEl(doc, 'svg', { viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', class: cls, 'aria-labelledby': labelledBy });
}

/** The width to draw a chart at: its container's, or a desktop default while the container is not laid out. */
export function drawWidth(container: HTMLElement): number {
  return Math.round(container.clientWidth) || 720;
}
