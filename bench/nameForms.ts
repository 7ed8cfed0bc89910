/**
 * The names a person may use for a place of the Census place gazetteer, for the address bench's
 * share of places that resolve by each. Defined here, apart from the city index's own rules, so the
 * bench measures them rather than restating them.
 */
import { stripLegalSuffix } from '../lib/placeName.ts';

/** A consolidated city-county or metro government: its everyday name is the part before "-", "/" or ",". */
const CONSOLIDATED = /government|balance|urban county/;

/**
 * The names a person may use for a gazetteer place, defined here apart from the index's own rules:
 * the full name ("Boise City city"), without the legal description ("Boise City"), and the common
 * name: without a parenthetical alternate, a consolidated form's city alone ("Nashville"), and
 * a legal form's own designation dropped ("Boise", "Weymouth" for "Weymouth Town city").
 * @example nameForms('Nashville-Davidson metropolitan government (balance)') // ['Nashville-Davidson metropolitan government (balance)', 'Nashville-Davidson', 'Nashville']
 */
export function nameForms(gazetteerName: string): [full: string, withoutSuffix: string, common: string] {
  const { name, suffix } = stripLegalSuffix(gazetteerName);
  let common = name.replace(/\s*\(.+\)$/, '').replace(/^Urban /, '');
  if ((suffix && CONSOLIDATED.test(suffix)) || / County$/.test(common)) common = common.split(/[-/,]/)[0]!.trim();
  if (suffix) common = common.replace(/ (?:City|Town|Village)$/, '');
  return [gazetteerName, name, common];
}

/** What each of nameForms' names is, in its order. */
export const NAME_FORMS = ['full gazetteer name', 'without its legal description', 'common name'] as const;
