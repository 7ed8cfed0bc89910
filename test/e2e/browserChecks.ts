/**
 * Layout checks run inside the page by page.evaluate, so each function is self-contained: what is
 * hidden by overflow, and how large chart text renders. Each returns its problems as words.
 */

/**
 * Content cut at the right edge: the page scrolling sideways, a text block past the viewport, or a
 * table whose last column is cut without a scroll box that is scrollable, reachable by keyboard
 * (tabindex 0) and marked with its visible cue.
 */
export function overflowProblems(): string[] {
  const problems: string[] = [];
  const right = window.innerWidth;
  if (document.documentElement.scrollWidth > right) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${right})`);
  const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  for (const table of document.querySelectorAll('table')) {
    if (!shown(table)) continue;
    const box = table.closest<HTMLElement>('.table-wrap');
    const limit = Math.min(right, box ? box.getBoundingClientRect().right : right);
    const cut = [...table.querySelectorAll('tr > :last-child')].some((c) => shown(c) && c.getBoundingClientRect().right > limit + 1);
    if (!cut) continue;
    const cue = box?.nextElementSibling;
    const marked = box !== null && box.scrollWidth > box.clientWidth && getComputedStyle(box).overflowX === 'auto' &&
      box.tabIndex === 0 && box.dataset.overflows === 'true' && cue?.classList.contains('scroll-cue') === true && shown(cue);
    if (!marked) problems.push(`#${table.id}: last column cut with no marked scroll box`);
  }
  for (const el of document.querySelectorAll('p, h1, h2, h3, h4, li, dt, dd, label, caption, th, td, a, button, select, input')) {
    if (!shown(el) || el.closest('.table-wrap, .table-stack thead, pre')) continue;
    const r = el.getBoundingClientRect();
    if (r.right > right + 1) problems.push(`${el.tagName.toLowerCase()}#${el.id} "${(el.textContent ?? '').trim().slice(0, 30)}" ends at ${Math.round(r.right)} px`);
  }
  return problems;
}

/** Chart text rendered smaller than `min` CSS px (font size times the SVG's scale, and the text box's height), overlapping another, or outside its chart. */
export function chartTextProblems(min: number): string[] {
  const problems: string[] = [];
  for (const svg of document.querySelectorAll('svg')) {
    if (svg.getClientRects().length === 0) continue;
    const frame = svg.getBoundingClientRect();
    const boxes = [...svg.querySelectorAll('text')].map((t) => ({ t, r: t.getBoundingClientRect() }));
    for (const { t, r } of boxes) {
      const size = parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM()?.a ?? 1);
      if (size < min || r.height < min) problems.push(`"${t.textContent}" renders at ${size.toFixed(1)} px (box ${r.height.toFixed(1)} px high)`);
      if (r.left < frame.left - 1 || r.right > frame.right + 1) problems.push(`"${t.textContent}" sticks out of its chart`);
    }
    boxes.forEach((a, i) => {
      for (const b of boxes.slice(i + 1)) {
        const overlapX = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const overlapY = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (overlapX > 1 && overlapY > 2) problems.push(`"${a.t.textContent}" overlaps "${b.t.textContent}"`);
      }
    });
  }
  return problems;
}
