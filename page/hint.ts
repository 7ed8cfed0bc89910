/**
 * Finds the way forward an API error offers: a request path with another `period` (the 422 for a
 * place whose current monthly normals are not in the build names the 1981–2010 request). Pure (tested).
 */
import { editionBySlug, type Edition } from '../lib/editions.ts';

/**
 * @example periodHint('… do cover this ZIP: /typical-weather?zip=99501&period=1981-2010')?.slug // '1981-2010'
 * @example periodHint('ZIP 00000 is not a ZIP Code Tabulation Area') // null
 */
export function periodHint(detail: string): Edition | null {
  const found = /\/typical-weather\?\S*?\bperiod=([\w-]+)/.exec(detail);
  return (found && editionBySlug(found[1]!)) ?? null;
}
