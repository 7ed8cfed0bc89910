/**
 * What a tool's place can be, in prose, from the parameter table (lib/queryParams.ts): each place
 * parameter, its partner with it, named by what it gives. For the instructions and every tool's description.
 */
import { PARAM_NAMES, QUERY_PARAMS } from '../../lib/queryParams.ts';

const code = (name: string) => `\`${name}\``;

/** @example placeKinds() // 'a ZIP (`zip`), an address (`address`) or a point (`lat` and `lon`)' */
export function placeKinds(): string {
  const kinds = PARAM_NAMES.flatMap((name) => {
    const { placeNoun, partner } = QUERY_PARAMS[name] as { placeNoun?: string; partner?: string };
    return placeNoun === undefined ? [] : [`${placeNoun} (${code(name)}${partner === undefined ? '' : ` and ${code(partner)}`})`];
  });
  return kinds.length === 1 ? kinds[0]! : `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}`;
}
