/**
 * The requests whose real answers are the OpenAPI document's response examples: one entry per
 * example. `npm run examples:record` asks them of `npm start`'s server on the build in site/data and
 * writes recorded.json; test/e2e/examples.test.ts asks again and fails when an answer changed.
 * A new route, shape or status gets its example by one entry here and a recording.
 */
import { API_PATHS, MAX_ADDRESS_LENGTH } from '../../lib/constants.ts';

/** How the server is started: normally, with the Census geocoder not answering, or with a dataset it cannot read. */
export type ExampleSetup = 'normal' | 'geocoderDown' | 'noDataset';

export interface ExampleRequest {
  /** The example's key in the document (unique per response). */
  name: string;
  /** One line shown beside it in /docs. */
  summary: string;
  /** Path and query, as sent. */
  request: string;
  setup?: ExampleSetup;
}

const W = API_PATHS.weather;
const P = API_PATHS.profile;
const T = API_PATHS.twins;
const D = API_PATHS.daily;
/** A street address beside a ZIP: the ZIP is used, yet the address is checked, so this one is a 400. */
const LONG_ADDRESS = encodeURIComponent(`${'200 Central Park W, '.repeat(5)}New York, NY 10024`.padEnd(MAX_ADDRESS_LENGTH + 1, '.'));
/** A city the index does not have, in a real state: without the geocoder nothing can answer it. */
const UNKNOWN_PLACE = encodeURIComponent('12 Elm St, Nowhereville, OH');

/** Recorded with the real Census geocoder: without it (offline) the same request is the geocoderDown 503. */
const NO_MATCH = 'An address nothing matches (needs the Census geocoder: offline, this request is a 503)';

export const EXAMPLE_REQUESTS: ExampleRequest[] = [
  { name: 'oneMonth', summary: 'One month (month=jul)', request: `${W}?zip=10024&month=jul` },
  { name: 'wholeYear', summary: 'The whole year', request: `${W}?zip=10024` },
  { name: 'oneMonthMetric', summary: 'One month, metric', request: `${W}?zip=10024&month=jul&units=metric` },
  { name: 'wholeYearMetric', summary: 'The whole year, metric', request: `${W}?zip=10024&units=metric` },
  { name: 'previousEdition', summary: 'One month of the 1981–2010 normals', request: `${W}?zip=10024&date=2026-07-04&period=1981-2010` },
  { name: 'city', summary: 'A city, from the city index', request: `${W}?address=SeaTac%2C%20WA&month=jan` },
  { name: 'point', summary: 'A place by its coordinates (lat, lon)', request: `${W}?lat=40.78&lon=-73.97&month=jul` },
  { name: 'outside', summary: 'A point outside the area the normals cover (Toronto)', request: `${W}?lat=43.653&lon=-79.383` },
  { name: 'longAddress', summary: 'An address over 100 characters, even beside a zip', request: `${W}?zip=10024&address=${LONG_ADDRESS}` },
  { name: 'noLocation', summary: 'Neither zip nor address', request: `${W}?month=jul` },
  { name: 'badMonth', summary: 'A month not understood', request: `${W}?zip=10024&month=13` },
  { name: 'noMatch', summary: NO_MATCH, request: `${W}?address=${encodeURIComponent('1 Nowhere Rd, Atlantis, ZZ')}` },
  { name: 'notZcta', summary: "The White House's unique ZIP: not a ZCTA", request: `${W}?zip=20500` },
  { name: 'notZip', summary: 'Not a ZIP', request: `${W}?zip=1002` },
  { name: 'geocoderDown', summary: 'The Census geocoder not answering, the city not in the index', request: `${W}?address=${UNKNOWN_PLACE}`, setup: 'geocoderDown' },
  { name: 'profile', summary: 'The climate profile', request: `${P}?zip=10024` },
  { name: 'profileMetric', summary: 'The climate profile, metric', request: `${P}?zip=10024&units=metric` },
  { name: 'point', summary: 'The climate profile of a place by its coordinates', request: `${P}?lat=40.78&lon=-73.97` },
  { name: 'wholeYearOnly', summary: 'A month given to the profile', request: `${P}?zip=10024&month=jul` },
  { name: 'noMatch', summary: NO_MATCH, request: `${P}?address=${encodeURIComponent('1 Nowhere Rd, Atlantis, ZZ')}` },
  { name: 'notZcta', summary: "The White House's unique ZIP: not a ZCTA", request: `${P}?zip=20500` },
  { name: 'geocoderDown', summary: 'The Census geocoder not answering, the city not in the index', request: `${P}?address=${UNKNOWN_PLACE}`, setup: 'geocoderDown' },
  { name: 'twins', summary: 'The 3 climate twins of a ZIP', request: `${T}?zip=10024&limit=3` },
  { name: 'twinsPointMetric', summary: 'Climate twins of a point, metric, at least 500 km away', request: `${T}?lat=40.78&lon=-73.97&units=metric&limit=2&minDistance=500` },
  { name: 'badLimit', summary: 'A limit out of range', request: `${T}?zip=10024&limit=0` },
  { name: 'notZcta', summary: "The White House's unique ZIP: not a ZCTA", request: `${T}?zip=20500` },
  { name: 'outside', summary: 'A point outside the area the normals cover (Toronto)', request: `${T}?lat=43.653&lon=-79.383` },
  { name: 'noMatch', summary: NO_MATCH, request: `${T}?address=${encodeURIComponent('1 Nowhere Rd, Atlantis, ZZ')}` },
  { name: 'geocoderDown', summary: 'The Census geocoder not answering, the city not in the index', request: `${T}?address=${UNKNOWN_PLACE}`, setup: 'geocoderDown' },
  { name: 'oneDay', summary: "A date: the month, and the day's daily normals", request: `${W}?zip=10024&date=12-25` },
  { name: 'acrossNewYear', summary: 'The days from December 30 to January 2, across New Year', request: `${D}?zip=10024&from=12-30&to=01-02` },
  { name: 'dailyMetric', summary: 'One day of daily normals, metric', request: `${D}?zip=10024&from=07-04&to=07-04&units=metric` },
  { name: 'badFrom', summary: 'A from that is no calendar date', request: `${D}?zip=10024&from=02-30` },
  { name: 'noMatch', summary: NO_MATCH, request: `${D}?address=${encodeURIComponent('1 Nowhere Rd, Atlantis, ZZ')}` },
  { name: 'noDailyFile', summary: 'A station without daily normals in the build', request: `${D}?zip=00802` },
  { name: 'geocoderDown', summary: 'The Census geocoder not answering, the city not in the index', request: `${D}?address=${UNKNOWN_PLACE}`, setup: 'geocoderDown' },
  { name: 'health', summary: 'The mirror build the examples are recorded from', request: API_PATHS.health },
  { name: 'noDataset', summary: 'The dataset cannot be read', request: API_PATHS.health, setup: 'noDataset' },
  { name: 'health', summary: 'The mirror build the examples are recorded from', request: API_PATHS.api },
  { name: 'noDataset', summary: 'The dataset cannot be read', request: API_PATHS.api, setup: 'noDataset' },
];
