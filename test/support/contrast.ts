/**
 * WCAG 2.x contrast of every visible text on a page, run inside the browser by page.evaluate
 * (so it must stay self-contained). The page uses solid colours only, so the background of a text
 * is its ancestors' background colours composited over white.
 */
export interface LowContrast {
  text: string;
  ratio: number;
  required: number;
}

/** Texts below AA: 4.5:1, or 3:1 for large text (24px, or 18.66px bold). */
export function lowContrastTexts(): LowContrast[] {
  type Rgba = [number, number, number, number];
  const parse = (css: string): Rgba => {
    const n = (css.match(/[\d.]+/g) ?? []).map(Number);
    return [n[0] ?? 0, n[1] ?? 0, n[2] ?? 0, n[3] ?? 1];
  };
  const over = (top: Rgba, below: Rgba): Rgba => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i]! * a + below[i]! * (1 - a)).concat(1) as Rgba;
  };
  const luminance = (c: Rgba): number => {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const background = (el: Element): Rgba => {
    const chain: Rgba[] = [];
    for (let e: Element | null = el; e; e = e.parentElement) chain.push(parse(getComputedStyle(e).backgroundColor));
    return chain.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
  };

  const found: LowContrast[] = [];
  for (const el of document.querySelectorAll('body *')) {
    const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').trim();
    if (!own || el.getClientRects().length === 0) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || el.closest('.skip')) continue; // the skip link is off screen until focused
    const bg = background(el);
    const fg = over(parse(el instanceof SVGElement ? style.fill : style.color), bg);
    const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
    const ratio = (hi! + 0.05) / (lo! + 0.05);
    const size = parseFloat(style.fontSize);
    const required = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700) ? 3 : 4.5;
    if (ratio < required) found.push({ text: own.slice(0, 60), ratio: Math.round(ratio * 100) / 100, required });
  }
  return found;
}
