/**
 * JSON Schemas of the /climate-twins body (docs/twins.md), on the common parts of api/schemas.ts;
 * the OpenAPI document places them under components/schemas.
 */
import { MONTH_NAMES } from '../../lib/constants.ts';
import { SIMILARITY_LIMITS } from '../../lib/twins/differences.ts';
import { TWIN_LIMITS } from '../../lib/twins/limits.ts';
import { SIMILARITY_WORDS } from '../../lib/twins/types.ts';
import { addressEcho, commonProperties, commonRequired, eitherPlace, monthNumber, objectOf, pointEcho, ref, strictObject, zip } from '../schemas.ts';

const limits = SIMILARITY_WORDS.map((word, i) => `${word} ${i < SIMILARITY_LIMITS.length ? `< ${SIMILARITY_LIMITS[i]}` : `≥ ${SIMILARITY_LIMITS.at(-1)}`}`).join(', ');

export const TWINS_SCHEMAS = {
  TwinStation: strictObject(
    {
      id: { type: 'string', description: 'NCEI GHCN-Daily station id.' },
      name: { type: 'string', description: 'Station name as NCEI publishes it.' },
      lat: { type: 'number', minimum: -90, maximum: 90 },
      lon: { type: 'number', minimum: -180, maximum: 180 },
      elevationFt: { type: 'integer', description: 'Station elevation, feet.' },
    },
    ['id', 'name', 'lat', 'lon', 'elevationFt'],
  ),
  TwinDifferences: strictObject(
    {
      avgHighF: { type: 'number', description: "The twin's annual mean of its monthly normal highs minus the place's, °F to 0.1." },
      avgLowF: { type: 'number', description: 'The same for the lows, °F to 0.1.' },
      precipIn: { type: 'number', description: "The twin's annual precipitation total minus the place's, inches to 0.01." },
      mostDifferentMonth: strictObject(
        {
          month: monthNumber,
          monthName: { type: 'string', enum: [...MONTH_NAMES] },
          avgHighF: { type: 'number', description: "That month's normal high, twin minus place, °F to 0.1." },
        },
        ['month', 'monthName', 'avgHighF'],
        'The month whose normal high differs most (the earlier of equals).',
      ),
    },
    ['avgHighF', 'avgLowF', 'precipIn', 'mostDifferentMonth'],
    'Twin minus place: a positive temperature is warmer, a positive precipitation wetter. Metric differences are converted without the 32 °F offset.',
  ),
  Twin: strictObject(
    {
      station: ref('TwinStation'),
      zip: { ...zip, description: 'Among the ZCTAs the twin is the station of, the one nearest it (ties: the smaller ZIP): ask for it to see the twin\'s normals.' },
      place: {
        type: ['string', 'null'],
        description:
          `The place people name the station by, "Name, ST", of its own state: the place its name begins with within ${TWIN_LIMITS.namedPlaceWithinMi} miles ` +
          `("LOS ANGELES INTL AP" is Los Angeles, CA); else an island area's own name (e.g. "Guam"); else the most populous place (GeoNames' population) ` +
          `within ${TWIN_LIMITS.placeWithinMi} miles; else the nearest Census place (city, town, CDP), else county subdivision, that near; ` +
          'null when none is that near (the summary then names the station).',
      },
      distanceMi: { type: 'number', minimum: 0, description: "Great-circle miles from the place's point to the twin's station, to 0.1." },
      climateDistance: { type: 'number', minimum: 0, description: 'Root mean square of the 36 z-score differences (monthly highs, lows, precipitation), to 0.001; 0 is identical normals.' },
      similarity: { type: 'string', enum: [...SIMILARITY_WORDS], description: `The climate distance in a word: ${limits}.` },
      differences: ref('TwinDifferences'),
      summary: { type: 'string', description: 'One sentence: the place, ZIP, distance, similarity and differences, in the units of the answer.' },
    },
    ['station', 'zip', 'place', 'distanceMi', 'climateDistance', 'similarity', 'differences', 'summary'],
  ),
  TwinsQuery: objectOf({ zip, ...addressEcho }, Object.keys(addressEcho)),
  TwinsPointQuery: objectOf(pointEcho),
  ClimateTwinsResponse: strictObject(
    {
      query: eitherPlace('TwinsQuery', 'TwinsPointQuery'),
      ...commonProperties,
      limit: { type: 'integer', minimum: 1, maximum: TWIN_LIMITS.maxLimit, description: 'The most twins asked for.' },
      minDistanceMi: { type: 'number', minimum: 0, description: "The least distance of a twin from the place's point that was used." },
      candidates: { type: 'integer', minimum: 0, description: "How many stations the edition compares: those that answer a ZCTA with all 36 monthly values." },
      twins: { type: 'array', items: ref('Twin'), maxItems: TWIN_LIMITS.maxLimit, description: 'Nearest in climate first (ties: the smaller station id); fewer than `limit` when fewer candidates are far enough.' },
    },
    ['query', ...commonRequired, 'limit', 'minDistanceMi', 'candidates', 'twins'],
    "The stations whose monthly normals are most like the place's station's, at least minDistance away.",
  ),
} as const;
