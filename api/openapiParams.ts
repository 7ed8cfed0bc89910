/**
 * The OpenAPI parameters of a route, from the parameter table: each parameter the route takes, with
 * the values it allows when it restricts them, spelt as the parameter allows. A refused parameter is not listed (it only ever
 * answers 400), but the route's description names it.
 */
import { closedSetPattern, spellingWords } from '../lib/closedSet.ts';
import type { ParamName } from '../lib/queryParams.ts';
import { routeParamNames, type RouteParams } from '../lib/routeParams.ts';

export interface OpenApiParameter {
  name: ParamName;
  in: 'query';
  description: string;
  schema: object;
  example: string | number;
}

/** @example routeParameters(ROUTE_PARAMS.profile).map((p) => p.name) // ['zip', 'address', 'period', 'units'] */
export function routeParameters(route: RouteParams): OpenApiParameter[] {
  return routeParamNames(route).flatMap((name): OpenApiParameter[] => {
    const use = route.params[name]!;
    const { description, schema } = route.table[name].doc;
    const example = route.examples?.[name] ?? route.table[name].doc.example;
    if (use === 'takes') return [{ name, in: 'query', description, schema, example }];
    if (use.allowed === undefined) return [];
    const only = use.allowed.map((v) => `\`${v}\``).join(' or ');
    const { spellings } = route.table[name];
    const restricted = { type: 'string', pattern: closedSetPattern(use.allowed, spellings) };
    return [{ name, in: 'query', description: `Only ${only} here (${spellingWords(spellings)}); anything else is 400.`, schema: restricted, example: use.allowed[0]! }];
  });
}

