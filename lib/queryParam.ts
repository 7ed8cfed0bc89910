/**
 * The shape of one query parameter of the table in lib/queryParams.ts: how its value is read, what
 * a bad value answers, how the OpenAPI document describes it.
 */
import type { Spellings } from './closedSet.ts';

export interface QueryParam<T, E extends string | number = string> {
  /** The value, or undefined when it is not understood (answered with `invalid`). */
  read(raw: string): T | undefined;
  /** The raw value in its canonical spelling, which `read` and a route's `allowed` values compare; default trimmed. */
  canonical?: (raw: string) => string;
  invalid: { status: 400 | 422; message: (raw: string) => string };
  /** The value when the parameter is not given; absent when it has none. */
  fallback?: T;
  /** Locates the place: a route needs one of these, and the first given in table order wins (all given are checked). */
  place?: true;
  /** A place given by two parameters: this one is the place only with its partner (else 400 naming it). */
  partner?: string;
  /** What a place given by this parameter (and its partner) is, in prose: "a ZIP"; the first of a pair has it. */
  placeNoun?: string;
  /** Checked when given, but its value is not used when this other parameter is given. */
  yieldsTo?: string;
  /** A closed set of values: how they may be written besides their own spelling (their schema is lib/closedSet.ts's pattern). */
  spellings?: Spellings;
  /** `example` of the schema's type: a number for a numeric parameter (the OpenAPI linters check it). */
  doc: { description: string; schema: object; example: E };
}

export const param = <T, E extends string | number = string>(definition: QueryParam<T, E>) => definition;
