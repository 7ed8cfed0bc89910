/**
 * After a lookup a person asked for, the answer (or the problem) is where they look and where a
 * screen reader goes: focus moves to its heading, and when it starts out of sight or low on the
 * screen (on a phone the form fills the first screen) the page scrolls it to the top.
 */

/** @example reveal(document.getElementById('result')!, document.getElementById('place-name')!) */
export function reveal(box: HTMLElement, heading: HTMLElement): void {
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  const { top } = box.getBoundingClientRect();
  if (top < 0 || top > window.innerHeight / 2) box.scrollIntoView({ block: 'start' });
}
