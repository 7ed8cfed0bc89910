/**
 * An API error message as the page shows it: in words, without the API's request syntax. A message
 * that ends by naming another request (`… do cover this ZIP: /typical-weather?zip=99501&period=1981-2010`)
 * ends at its words (the page offers that request as a button, page/hintAction.ts), and `address=…`
 * or `lat=40.78` lose their parameter name. Pure (tested).
 */
import { PARAM_NAMES } from '../lib/queryParams.ts';

/** A request path with its query, and what introduces it. */
const REQUEST = /:?\s*\/[a-z-]+\?\S*/g;
/** A parameter written as `name=`, and a placeholder value with its comma (`address=…, `). */
const PARAMETER = new RegExp(`\\b(?:${PARAM_NAMES.join('|')})=(?:…, )?`, 'g');

/**
 * @example noticeWords('… do cover this ZIP: /typical-weather?zip=99501&period=1981-2010') // '… do cover this ZIP.'
 * @example noticeWords('or the town (address=City, ST).') // 'or the town (City, ST).'
 */
export function noticeWords(message: string): string {
  const words = message.replace(REQUEST, '').replace(PARAMETER, '').trim();
  return /[.!?)]$/.test(words) || words === '' ? words : `${words}.`;
}
