/**
 * The JSON of a station's days as /daily-normals answers them in US units, JSON.stringify of
 * lib/daily/day.ts dailyDay for each, written straight into bytes: a year is 366 × 21 values and
 * about 190 KB, and JSON.stringify of the day objects (then encoding its text) was most of the
 * answer's time. The text between the values is dailyDay's own JSON of a probe day, so the two
 * cannot drift apart; a value is at most two decimals (lib/daily/packedDays.ts), written as
 * JavaScript prints it.
 */
import { DAYS_OF_YEAR } from './calendar.ts';
import { dailyDay } from './day.ts';
import { DAY_FIELD_NAMES, type StoredDay } from './fields.ts';
import { FIELDS, NULL } from './packedDays.ts';

/** Probe values: field f is PROBE + f, a number no normal comes near. */
const PROBE = 987_654_300;
const PROBED = new RegExp(`${String(PROBE).slice(0, -2)}(\\d\\d)`, 'g');

interface Template {
  /** Each day's text before its first value (its date and name), by day of the year. */
  openings: Uint8Array[];
  /** The fields in the order the JSON has them. */
  fields: number[];
  /** The text after each value: between it and the next, then the day's end. */
  gaps: Uint8Array[];
  /** The gaps' length in all: a day's bytes but its opening and values. */
  gapBytes: number;
}

let template: Template | undefined;

function templateOf(): Template {
  const probe: StoredDay = DAY_FIELD_NAMES.map((_, f) => PROBE + f);
  const openings: Uint8Array[] = [];
  let shared: { fields: number[]; gaps: string[] } | undefined;
  DAYS_OF_YEAR.forEach((_, day) => {
    const text = JSON.stringify(dailyDay(day, probe));
    const matches = [...text.matchAll(PROBED)];
    const fields = matches.map((m) => Number(m[1]));
    const gaps = matches.map((m, i) => text.slice(m.index + m[0].length, matches[i + 1]?.index ?? text.length));
    openings.push(new Uint8Array(Buffer.from(text.slice(0, matches[0]!.index))));
    if (shared === undefined) shared = { fields, gaps };
    else if (fields.join() !== shared.fields.join() || gaps.join('\n') !== shared.gaps.join('\n')) throw new Error(`day ${day} has a shape of its own`);
  });
  const gaps = shared!.gaps.map((gap) => new Uint8Array(Buffer.from(gap)));
  return { openings, fields: shared!.fields, gaps, gapBytes: gaps.reduce((n, gap) => n + gap.length, 0) };
}

/** Room for any value's JSON: a sign, ten digits, a point and two decimals. */
const VALUE_ROOM = 14;
const DIGIT_0 = 48;

/** Where the days are written, grown to the largest answer and kept: a fresh 200 KB a request kept the collector busy. */
let scratch = Buffer.alloc(0);

/**
 * The days' JSON from a year of hundredths (lib/daily/packedDays.ts), in a buffer good until the
 * next call (copy it, or put it in the answer's bytes, at once).
 * @example daysJson(year, [185]).toString() // '[{"date":"07-04","dateName":"July 4","avgHighF":84.3,…}]'
 */
export function daysJson(year: Int32Array, indexes: readonly number[]): Buffer {
  const t = (template ??= templateOf());
  let room = 2 + indexes.length;
  for (const i of indexes) room += t.openings[i]!.length + t.gapBytes + t.fields.length * VALUE_ROOM;
  if (scratch.length < room) scratch = Buffer.allocUnsafeSlow(room);
  const out: Uint8Array = scratch;
  const { openings, fields, gaps } = t;
  let at = 0;
  out[at++] = 0x5b; // [
  for (let n = 0; n < indexes.length; n++) {
    if (n > 0) out[at++] = 0x2c; // ,
    const i = indexes[n]!;
    at = put(out, at, openings[i]!);
    for (let k = 0; k < fields.length; k++) {
      at = writeHundredths(out, at, year[i * FIELDS + fields[k]!]!);
      at = put(out, at, gaps[k]!);
    }
  }
  out[at++] = 0x5d; // ]
  return scratch.subarray(0, at);
}

/** The text between values, 7,686 times a year: TypedArray#set, which took half the time of a copy by hand. */
function put(out: Uint8Array, at: number, bytes: Uint8Array): number {
  out.set(bytes, at);
  return at + bytes.length;
}

/** A value of hundredths as JSON.stringify writes the number (84.3, -0.05, 12), or null. */
function writeHundredths(out: Uint8Array, at: number, hundredths: number): number {
  if (hundredths === NULL) {
    out[at] = 0x6e; // n
    out[at + 1] = 0x75; // u
    out[at + 2] = 0x6c; // l
    out[at + 3] = 0x6c; // l
    return at + 4;
  }
  if (hundredths < 0) {
    out[at++] = 0x2d; // -
    hundredths = -hundredths;
  }
  at = writeWhole(out, at, Math.floor(hundredths / 100));
  const cents = hundredths % 100;
  if (cents === 0) return at;
  out[at++] = 0x2e; // .
  out[at++] = DIGIT_0 + Math.floor(cents / 10);
  if (cents % 10 !== 0) out[at++] = DIGIT_0 + (cents % 10);
  return at;
}

function writeWhole(out: Uint8Array, at: number, whole: number): number {
  const start = at;
  do {
    out[at++] = DIGIT_0 + (whole % 10);
    whole = Math.floor(whole / 10);
  } while (whole > 0);
  for (let a = start, b = at - 1; a < b; a++, b--) {
    const digit = out[a]!;
    out[a] = out[b]!;
    out[b] = digit;
  }
  return at;
}
