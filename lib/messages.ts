/**
 * The wording of every error the API returns, in one place. Messages say which parameter
 * was wrong and what was expected, and never echo unbounded input (see `quote`).
 */
import { API_PATHS, MAX_ADDRESS_LENGTH, OUTSIDE_WORDS } from './constants.ts';
import { OUTLINE_TOLERANCE_KM } from './outline.ts';
import { DEFAULT_EDITION, PREVIOUS_EDITION } from './editions.ts';
import { say, type Arguments, type Message, type Wording } from './wording.ts';

/** Longest piece of user input an error message repeats back. */
const ECHO_LIMIT = 40;

/** Quotes user input for a message, cut to ECHO_LIMIT characters and stripped of control characters. */
export function quote(input: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = input.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
  const cut = [...clean].length > ECHO_LIMIT ? [...clean].slice(0, ECHO_LIMIT).join('') + '…' : clean;
  return JSON.stringify(cut);
}

export const messages = {
  noLocation: () =>
    'Give a location: zip (5-digit US ZIP, e.g. zip=10024), address (street address or "City, ST") ' +
    'or lat and lon (decimal degrees, e.g. lat=40.78&lon=-73.97).',
  badCoordinate: (name: string, raw: string, limit: number) =>
    `${name} ${quote(raw)} is not a ${name === 'lat' ? 'latitude' : 'longitude'}: use decimal degrees from -${limit} to ${limit} (e.g. ${name}=${name === 'lat' ? '40.78' : '-73.97'}).`,
  missingPartner: (given: string, missing: string) =>
    `${given} needs ${missing}: a place by its coordinates takes both lat and lon in decimal degrees (e.g. lat=40.78&lon=-73.97).`,
  /** Starts with OUTSIDE_WORDS, which the page reads to title it. */
  outsideCoverage: (lat: number, lon: number) =>
    `The point ${lat}, ${lon} lies ${OUTSIDE_WORDS} (the 50 states, DC, Puerto Rico, the U.S. Virgin ` +
    'Islands, Guam, the Northern Mariana Islands and American Samoa), so no station is matched to it: it is more than ' +
    `${OUTLINE_TOLERANCE_KM} km from their shores and borders (open water, including the Great Lakes and the territorial sea, or another ` +
    'country), and the normals are measured on land. Send a point on shore, a ZIP or an address instead.',
  badZip: (zip: string) =>
    `zip ${quote(zip)} is not a 5-digit US ZIP code (e.g. 10024; ZIP+4 such as 10024-1234 is accepted).`,
  badMonth: (month: string) =>
    `month ${quote(month)} is not a month: use a name (March), a three-letter abbreviation (Mar) or a number 1–12.`,
  badDate: (date: string) =>
    `date ${quote(date)} is not a calendar date: use YYYY-MM-DD (2025-07-04) or MM-DD (07-04).`,
  zipNotInDataset: (zip: string) =>
    `ZIP ${zip} is not in the climate-normals dataset: it is not a US ZIP Code Tabulation Area ` +
    '(PO-box-only, unique, military and unassigned ZIPs have no area), so no station can be matched to it. ' +
    'Send the street address instead (address=…, answered for the ZIP area nearest it) or the town (address=City, ST).',
  badPeriod: (period: string, valid: readonly string[]) =>
    `period ${quote(period)} is not a normals edition: use ${valid.join(' or ')} (default ${valid[0]}).`,
  badUnits: (units: string, valid: readonly string[]) =>
    `units ${quote(units)} is not a unit system: use ${valid.join(' or ')} (default ${valid[0]}).`,
  /**
   * `place` names the place, possessive: "ZIP 10024's", "The point 40.78, -73.97's"; `hint` is one
   * of the `otherEdition…` sentences, or '' when none can be given.
   */
  stationNotInBuild: (place: string, stationName: string, stationId: string, distanceMi: number, period: string, hint: Message = ''): Wording => (speaker) =>
    `${place} nearest normals station is ${stationName} (${stationId}, ${distanceMi} mi away), but that ` +
    `station's ${period} monthly normals are not in this build. No other station is substituted.${say(hint, speaker)}`,
  stationQuarantined: (place: string, stationName: string, stationId: string, distanceMi: number, period: string, reason: string) =>
    `${place} nearest normals station is ${stationName} (${stationId}, ${distanceMi} mi away), but that ` +
    `station's ${period} monthly normals failed validation in this build and were left out (${reason}). No other station is substituted.`,
  otherEditionAnswers: (period: string, path: string, args: Arguments, what = 'ZIP'): Wording => (speaker) =>
    ` The ${period} normals (another period, possibly from another station) do cover this ${what}: ${speaker.request(path, args)}`,
  otherEditionLacks: (period: string, what = 'ZIP') => ` The ${period} normals do not cover this ${what} either.`,
  nearestZcta: (zip: string, addressZip: string | undefined) =>
    (addressZip ? `The address's ZIP ${addressZip} has no area (it is not a ZCTA); ` : 'The address has no ZIP of its own; ') +
    `ZCTA ${zip} is the one nearest its geocoded point.`,
  profilePeriod: (period: string, only: string): Wording => ({ route }) =>
    `period ${quote(period)} is not accepted here: ${route(API_PATHS.profile)} answers from the ${only} annual/seasonal normals only ` +
    `(its changeSince1981_2010 compares them with ${PREVIOUS_EDITION.label}). Leave period out, or use ${route(API_PATHS.weather)} for another edition.`,
  wholeYearOnly: (parameter: string): Wording => ({ route }) =>
    `${parameter} is not accepted here: ${route(API_PATHS.profile)} covers the whole year. Use ${route(API_PATHS.weather)} for one month.`,
  profileQuarantined: (place: string, stationName: string, stationId: string, reason: string) =>
    `${place} nearest normals station is ${stationName} (${stationId}), but its ${DEFAULT_EDITION.label} annual/seasonal ` +
    `normals failed the build's cross-check (${reason}), so it has no profile in this build. No other station is substituted.`,
  /** `dayNote` of a date's answer (a reason, not an error), and the 422 of /daily-normals with the place before it. */
  noDailyNormals: (stationName: string, stationId: string) =>
    `This build has no ${DEFAULT_EDITION.label} daily normals for ${stationName} (${stationId}): no NCEI daily file of that station is among its inputs. No other station is substituted.`,
  dailyQuarantined: (stationName: string, stationId: string, reason: string) =>
    `The ${DEFAULT_EDITION.label} daily normals of ${stationName} (${stationId}) failed validation in this build and were left out (${reason}). No other station is substituted.`,
  dailyNotInBuild: (stationName: string, stationId: string) =>
    `This build has no daily normals at all, so none for ${stationName} (${stationId}). No other station is substituted.`,
  /** `dayNote` of a date's answer in another edition than the default. */
  dailyPeriodOnly: (period: string) =>
    `Daily normals are served for ${DEFAULT_EDITION.label} only, not ${period}: leave period out for the day. The month answers from ${period}.`,
  noDailyForPlace: (place: string, stationName: string, stationId: string, distanceMi: number, reason: string) =>
    `${place} nearest normals station is ${stationName} (${stationId}, ${distanceMi} mi away). ${reason}`,
  dailyPeriod: (period: string, only: string): Wording => ({ route }) =>
    `period ${quote(period)} is not accepted here: ${route(API_PATHS.daily)} answers from the ${only} daily normals only. ` +
    `Leave period out, or use ${route(API_PATHS.weather)} for another edition's months.`,
  dailyRangeOnly: (parameter: string): Wording => ({ route }) =>
    `${parameter} is not accepted here: ${route(API_PATHS.daily)} takes from and to (MM-DD or YYYY-MM-DD), or neither for the whole year. Use ${route(API_PATHS.weather)} for one month.`,
  badDayParam: (name: string, raw: string) =>
    `${name} ${quote(raw)} is not a calendar date: use MM-DD (12-20) or YYYY-MM-DD (2026-12-20).`,
  /** `changeSince1981_2010Note` of a /climate-profile answer when the build has no such edition (a reason, not an error). */
  changeEditionNotInBuild: (period: string) =>
    `This build has no ${period} normals, so the change since ${period} cannot be given.`,
  badLimit: (limit: string, max: number) => `limit ${quote(limit)} is not a whole number from 1 to ${max}.`,
  badMinDistance: (distance: string, max: number) =>
    `minDistance ${quote(distance)} is not a distance: use a number from 0 to ${max} (miles, or km with units=metric).`,
  twinsWholeYear: (parameter: string): Wording => ({ route }) =>
    `${parameter} is not accepted here: ${route(API_PATHS.twins)} compares the whole year's monthly normals. Use ${route(API_PATHS.weather)} for one month.`,
  twinsIncomplete: (place: string, stationName: string, stationId: string, period: string) =>
    `${place} nearest normals station is ${stationName} (${stationId}), but its ${period} monthly normals lack a high, low ` +
    'or precipitation total for some month, so its climate cannot be compared with others. No other station is substituted.',
  /** A part of the data (`what`: "1981–2010 normals") cannot be read; answers from the rest go on. */
  dataPartUnavailable: (what: string) => `The ${what} data is temporarily unavailable; please retry later.`,
  addressTooLong: () => `address is longer than ${MAX_ADDRESS_LENGTH} characters.`,
  addressNotFound: (address: string, tried: string, suggestions: readonly string[] = []) =>
    `address ${quote(address)} could not be matched to a US ZIP (tried: ${tried}). Try ` +
    (suggestions.length > 0 ? `a name the city index has (${suggestions.map(quote).join(', ')})` : 'a place as "City, ST"') +
    ', the ZIP (zip=), or the point (lat= and lon=).',
  geocoderUnavailable: (address: string) =>
    `address ${quote(address)} looks like a street address, but the Census geocoder is not answering ` +
    'right now and its city part was not found in the local city index. Try again later, or use zip or "City, ST".',
  datasetUnavailable: () => 'The dataset is temporarily unavailable (its manifest cannot be read); please retry later.',
  internal: () => 'An unexpected error occurred on our side; it has been logged. Please retry, or report it if it persists.',
  notFound: (path: string) =>
    `No such endpoint ${quote(path)}. See /api for the endpoints and /openapi.json for the interface.`,
  badPath: (path: string) => `Path ${quote(path)} is not a valid path.`,
  urlTooLong: (kb: number) =>
    `The request's URL is longer than the server accepts (URL and headers together: ${kb} KB). Send shorter parameters: an address is at most ${MAX_ADDRESS_LENGTH} characters.`,
  headersTooLarge: (kb: number) =>
    `The request's URL and headers together are larger than the server accepts (${kb} KB). Send a shorter URL or fewer, smaller headers (cookies count).`,
  malformedRequest: () =>
    'The request is not valid HTTP/1.1 (the server could not parse it). A URL must be ASCII: percent-encode other characters, e.g. period=1991%E2%80%932020 or simply period=1991-2020.',
  requestTimeout: () => 'The request took too long to arrive; send it again.',
  missingHost: () => 'An HTTP/1.1 request must have a Host header.',
  transferCodingUnframed: (coding: string) =>
    `Transfer-Encoding ${quote(coding)} does not end in chunked, so the body's end cannot be known: send the body with Content-Length or Transfer-Encoding: chunked.`,
  transferCodingNotImplemented: (coding: string) =>
    `Transfer-Encoding ${quote(coding)} is not supported: send the body with Content-Length or Transfer-Encoding: chunked alone.`,
  connectNotAllowed: () => 'Method "CONNECT" is not allowed: this server is no proxy. Use GET, HEAD or OPTIONS (POST on /mcp).',
  busy: () => 'The server is answering as many requests of this kind as it takes at once; retry after the given seconds.',
  stopping: () => 'The server is stopping and did not start this request; retry after the given seconds.',
  overdue: (seconds: number) => `The request did not finish within ${seconds} s on our side; it has been logged. Retry after the given seconds.`,
  methodNotAllowed: (method: string) => `Method ${quote(method)} is not allowed: use GET, HEAD or OPTIONS.`,
  mcpMethodNotAllowed: (method: string) =>
    `Method ${quote(method)} is not allowed on the MCP endpoint: send JSON-RPC messages with POST (Streamable HTTP). ` +
    'It keeps no session and opens no event stream, so GET and DELETE have nothing to answer.',
  mcpUnknownArguments: (tool: string, unknown: string[], takes: string[]) =>
    `${tool} takes no ${unknown.map(quote).join(', ')}: its arguments are ${takes.join(', ')}.`,
  mcpNotAString: (name: string) => `${name} must be a string (a number is read as its digits).`,
  mcpNotText: (name: string) => `${name} is not text: it holds half of a UTF-16 surrogate pair (a lone \\ud800–\\udfff escape), which no character is.`,
  mcpUnknownTool: (tool: string, tools: string[]) => `Unknown tool ${quote(tool)}: the tools are ${tools.join(', ')}.`,
} as const;
