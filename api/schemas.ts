/**
 * JSON Schemas (2020-12, as OpenAPI 3.1 uses) of what every answer shares (location, station,
 * sources, errors, the health document) and the helpers the endpoints' own schemas use
 * (api/weather/schemas.ts, api/profile/schemas.ts). Checked against real handler responses in the
 * tests; the OpenAPI document places them under components/schemas, where refs point.
 */
import { CONFIDENCE_TIERS, MATCHED_BY, PLACE_POINTS } from '../lib/constants.ts';
import { DEFAULT_EDITION, type EditionRegistry } from '../lib/editions.ts';
import { OUTLINE_TOLERANCE_KM } from '../lib/outline.ts';
import { PARAM } from '../lib/queryParams.ts';

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });

export const monthNumber = { type: 'integer', minimum: 1, maximum: 12 } as const;
export const zip = { type: 'string', pattern: '^[0-9]{5}$', examples: ['10024'] } as const;

/** A query's place: a ZIP (`zip`, with `address` when asked by one) or a point (`lat`, `lon`). */
export const eitherPlace = (zipQuery: string, pointQuery: string) => ({ oneOf: [ref(zipQuery), ref(pointQuery)] });

/** The point as answered, echoed in the query of answers to `lat`/`lon` requests: rounded to 3 decimals. */
export const pointEcho = {
  lat: { type: 'number', minimum: -90, maximum: 90, description: 'The latitude asked, rounded to 3 decimals.' },
  lon: { type: 'number', minimum: -180, maximum: 180, description: 'The longitude asked, rounded to 3 decimals.' },
};

export const commonProperties = {
  location: eitherPlace('Location', 'PointLocation'),
  station: ref('Station'),
  confidence: ref('Confidence'),
  confidenceNote: { type: 'string', description: 'What the station distance means for this ZIP, in plain words.' },
  source: { type: 'string', description: 'The normals dataset and its period.' },
  normalsPeriod: ref('NormalsPeriod'),
  period: ref('Period'),
  units: { type: 'string', const: 'us', description: "The unit system of the measures: `us`, NCEI's own °F, inches, miles and feet (`units=metric` answers say `metric`)." },
  disclaimer: { type: 'string', description: 'Normals are 30-year averages, not a forecast.' },
  sources: ref('Sources'),
};
export const commonRequired = Object.keys(commonProperties);

/** The edition an answer names, one of the editions served: from the registry, so a test's own edition is documented too. */
export const editionSchemas = (editions: EditionRegistry) => ({
  NormalsPeriod: { type: 'string', enum: editions.all.map((e) => e.label), description: 'The edition answered, as a label (en dash).' },
  Period: {
    type: 'string',
    enum: editions.all.map((e) => e.slug),
    description: 'The edition answered, as the `period` parameter takes it (ASCII hyphen): send it back to ask for the same edition.',
  },
});

export const strictObject = (properties: Record<string, object>, required: string[], description?: string) => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required,
  additionalProperties: false,
});

/** An object whose properties are all required but the `optional` ones. */
export const objectOf = (properties: Record<string, object>, optional: string[] = [], description?: string) =>
  strictObject(properties, Object.keys(properties).filter((name) => !optional.includes(name)), description);

/** The address as given, echoed in the query of answers to address requests. */
export const addressEcho = { [PARAM.address]: { type: 'string', description: 'The address as given (trimmed), when the request used one.' } };

/** What an address answer's location adds: how the address was matched, and to what. */
const MATCH_PROPERTIES = {
  matchedBy: {
    type: 'string',
    enum: [...MATCHED_BY],
    description:
      'Address answers only: how the address became this ZIP. `census-geocoder`: the ZIP of the Census geocoder\'s match; ' +
      '`nearest-zcta`: the geocoder matched the address, but its ZIP is not a ZCTA (a unique, PO-box or military ZIP has no area), ' +
      'so this is the ZCTA nearest the geocoder\'s point; `city-index`: the city part, from the local index of Census places; ' +
      '`zip-in-address`: a ZIP written in the address (the address was a ZIP, or the geocoder had no match or did not answer).',
  },
  matchedAddress: { type: 'string', description: 'census-geocoder and nearest-zcta: the address as the Census geocoder matched it.' },
  matchedPlace: { type: 'string', description: 'city-index: the Census gazetteer place the city part named, e.g. "Boise City city" (in the island areas, which the gazetteers lack, a GeoNames place, e.g. "Hagåtña").' },
  placePoint: {
    type: 'string',
    enum: [...PLACE_POINTS],
    description:
      "city-index: the place's point `zip` is the ZCTA nearest: `geonames-centre`, GeoNames' point for the place (where people mean it: downtown, " +
      'not the middle of its land), or `census-internal-point`, the Census internal point where no GeoNames place of its name is near it.',
  },
  addressZip: { type: 'string', pattern: '^[0-9]{5}$', description: "nearest-zcta: the address's own ZIP, which is not a ZCTA." },
  matchedPoint: strictObject(
    { lat: { type: 'number', minimum: -90, maximum: 90 }, lon: { type: 'number', minimum: -180, maximum: 180 } },
    ['lat', 'lon'],
    "nearest-zcta: the geocoder's point for the address; `zip` is the ZCTA whose internal point is nearest it.",
  ),
};

export const SCHEMAS = {
  Confidence: {
    type: 'string',
    enum: [...CONFIDENCE_TIERS],
    description: 'By station distance: high < 12 mi, medium < 30 mi, low < 60 mi, very-low ≥ 60 mi.',
  },
  Location: objectOf(
    {
      zip,
      lat: { type: 'number', minimum: -90, maximum: 90 },
      lon: { type: 'number', minimum: -180, maximum: 180 },
      ...MATCH_PROPERTIES,
    },
    Object.keys(MATCH_PROPERTIES),
    "The ZIP's point: the Census 2025 ZCTA internal point. Answers to `address` add how the address was matched (`matchedBy` and what it matched).",
  ),
  PointLocation: strictObject(
    {
      ...pointEcho,
      state: {
        type: ['string', 'null'],
        pattern: '^[A-Z]{2}$',
        description: 'USPS code of the state or territory the point is in (the Census outline); null when the point lies outside it but within its coastal tolerance (then `justOutside` names the nearest).',
        examples: ['NY'],
      },
      justOutside: {
        type: 'string',
        pattern: '^[A-Z]{2}$',
        description: `Only for a point outside the outline but within ${OUTLINE_TOLERANCE_KM} km of it: USPS code of the state or territory whose outline is nearest. The point is answered, but it is not in that state.`,
        examples: ['CA'],
      },
      nearestZcta: strictObject(
        { zip, distanceMi: { type: 'number', minimum: 0, description: "Great-circle miles from the point to the ZCTA's internal point, to 0.1." } },
        ['zip', 'distanceMi'],
        'The ZIP (ZCTA) whose internal point is nearest the point, for context; the answer is not that ZIP\'s.',
      ),
    },
    ['lat', 'lon', 'state', 'nearestZcta'],
    'A place given by its coordinates (`lat`, `lon`): the point answered, rounded to 3 decimals, its state or territory (or the one it lies just outside) and the nearest ZIP.',
  ),
  Station: strictObject(
    {
      id: { type: 'string', description: 'NCEI GHCN-Daily station id.', examples: ['USW00094728'] },
      name: { type: 'string', description: 'Station name as NCEI publishes it.' },
      lat: { type: 'number', minimum: -90, maximum: 90 },
      lon: { type: 'number', minimum: -180, maximum: 180 },
      distanceMi: { type: 'number', minimum: 0, description: 'Great-circle miles from the ZIP point, to 0.1.' },
      elevationFt: { type: 'integer', description: 'Station elevation, feet.' },
    },
    ['id', 'name', 'lat', 'lon', 'distanceMi', 'elevationFt'],
    'The nearest station with monthly temperature normals for all 12 months.',
  ),
  Sources: strictObject(
    { normals: { type: 'string' }, geocoding: { type: 'string' }, license: { type: 'string' } },
    ['normals', 'geocoding', 'license'],
  ),
  Health: strictObject(
    {
      status: { type: 'string', const: 'ok' },
      service: { type: 'string' },
      description: { type: 'string' },
      dataset: objectOf(
        {
          source: { type: 'string' },
          license: { type: 'string' },
          normalsPeriod: { type: 'string', const: DEFAULT_EDITION.label },
          period: { type: 'string', const: DEFAULT_EDITION.slug, description: 'The default edition as the `period` parameter takes it.' },
          coverage: strictObject(
            {
              zips: { type: 'integer', minimum: 0, description: 'ZIPs answered with normals (200).' },
              stations: { type: 'integer', minimum: 0, description: 'Stations those ZIPs are answered from.' },
              zipsMapped: { type: 'integer', minimum: 0, description: 'All ZIPs (Census ZCTAs) mapped to their nearest station.' },
              zipsStationNotInBuild: {
                type: 'integer',
                minimum: 0,
                description: "ZIPs answered 422 because their nearest station's monthly normals are not in this build.",
              },
              stationsInCatalog: { type: 'integer', minimum: 0, description: `Stations in the NCEI ${DEFAULT_EDITION.label} catalog.` },
              zipsStationQuarantined: {
                type: 'integer',
                minimum: 0,
                description: "ZIPs answered 422 because their nearest station's monthly file failed validation (quarantined).",
              },
            },
            ['zips', 'stations', 'zipsMapped', 'zipsStationNotInBuild', 'stationsInCatalog', 'zipsStationQuarantined'],
          ),
          synthetic: {
            type: 'boolean',
            description: 'True only for a scale simulation on SYNTHETIC values, never real normals.',
          },
          editions: {
            type: 'array',
            description:
              'Every normals edition of this build, the default first: its `period` value, its `normalsPeriod`, the ZIPs it answers with normals ' +
              "and how many of them have NCEI's monthly day counts (the others' are null: docs/data.md says where and why).",
            items: strictObject({
              period: { type: 'string' },
              normalsPeriod: { type: 'string' },
              coverage: strictObject({ zips: { type: 'integer', minimum: 0 }, zipsWithDayCounts: { type: 'integer', minimum: 0 } }, ['zips', 'zipsWithDayCounts']),
            }, ['period', 'normalsPeriod', 'coverage']),
          },
        },
      ),
      endpoints: {
        type: 'object',
        description: 'Example request path → what it returns.',
        additionalProperties: { type: 'string' },
      },
    },
    ['status', 'service', 'description', 'dataset', 'endpoints'],
  ),
  Error: strictObject({ error: { type: 'string', description: 'What was wrong and what to do, in words.' } }, ['error']),
} as const;

export type SchemaName = keyof typeof SCHEMAS;
