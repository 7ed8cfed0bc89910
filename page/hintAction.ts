/**
 * Turns the way forward an API error offers (another edition) into a button beside its words:
 * the button switches the edition picker and looks the place up again, so the answer and the URL follow.
 */
import { periodHint } from './hint.ts';

/** Shows or hides the `.hint-action` button inside `box` for the error words `detail`. */
export function offerHint(box: HTMLElement, detail: string, choose: (slug: string) => void): void {
  const holder = box.querySelector<HTMLElement>('.hint-action')!;
  const button = holder.querySelector('button')!;
  const edition = periodHint(detail);
  holder.hidden = edition === null;
  if (!edition) return;
  button.textContent = `Show the ${edition.label} normals`;
  button.onclick = () => choose(edition.slug);
}
