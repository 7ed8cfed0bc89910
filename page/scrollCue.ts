/**
 * Marks each table scroll box whose table is wider than the screen (`data-overflows`), so the
 * stylesheet can show the cue below it and a shadow at its edge: a phone does not show a scrollbar
 * until the reader scrolls, and columns cut at the edge look like the whole table.
 */
export function markOverflowingTables(doc: Document): void {
  for (const box of doc.querySelectorAll<HTMLElement>('.table-wrap')) {
    box.dataset.overflows = String(box.scrollWidth > box.clientWidth + 1);
  }
}
