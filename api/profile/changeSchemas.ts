/**
 * JSON Schemas of `changeSince1981_2010` on /climate-profile (lib/profile/changeTypes.ts), beside
 * api/profile/schemas.ts: how a station's normals changed between the editions, and how the
 * 1981–2010 seasons and year are derived from its monthly normals.
 */
import { DEFAULT_EDITION, PREVIOUS_EDITION } from '../../lib/editions.ts';
import { SEASON_NAMES } from '../../lib/profile/types.ts';
import { ref, strictObject } from '../schemas.ts';

const before = PREVIOUS_EDITION.label;
const now = DEFAULT_EDITION.label;
const change = (what: string, unit: string) => ({
  type: ['number', 'null'],
  description: `${what}: ${now} minus ${before}, ${unit}; null when either edition has no such normal at the station.`,
});

/** How the previous edition's seasons and year are derived, said once for the schema and the README. */
export const CHANGE_DERIVATION =
  `The ${now} values are NCEI's published annual/seasonal normals (the ANN, DJF, MAM, JJA and SON columns, as in \`annual\` and \`seasons\`). ` +
  `NCEI's ${before} edition publishes monthly normals, so its seasons and year are derived from the station's months the way NCEI ` +
  'defines seasonal and annual normals: temperatures are the mean of the months, precipitation their sum (winter = Dec, Jan, Feb of the normals). ' +
  `NCEI's own published ${before} annual mean (ann-tavg-normal) is the day-weighted mean of the months instead; it differs from the plain ` +
  'mean by a tenth of a degree at some stations. `annual.avgMeanF` uses the plain mean, like the highs, lows and seasons, so that every ' +
  "field of the block is derived one way; the build checks the day-weighted mean against NCEI's annual file.";

export const CHANGE_SCHEMAS = {
  NormalsChange: strictObject(
    {
      avgHighF: change('Normal daily maximum', '°F to 0.1'),
      avgLowF: change('Normal daily minimum', '°F to 0.1'),
      avgMeanF: change('Normal daily mean', '°F to 0.1'),
      precipIn: change('Precipitation over the season or year', 'inches to 0.01'),
    },
    ['avgHighF', 'avgLowF', 'avgMeanF', 'precipIn'],
    `A change of one season or the year: positive is warmer or wetter now than in ${before}.`,
  ),
  ChangeSince1981_2010: strictObject(
    {
      station: strictObject(
        { id: { type: 'string', description: 'The GHCN-Daily id, the same in both editions: the station of this answer.' }, name: { type: 'string' } },
        ['id', 'name'],
        'The station compared: always the station of this answer, never another one.',
      ),
      annual: ref('NormalsChange'),
      seasons: strictObject(Object.fromEntries(SEASON_NAMES.map((s) => [s, ref('NormalsChange')])), [...SEASON_NAMES],
        'winter = Dec, Jan, Feb; spring = Mar–May; summer = Jun–Aug; fall = Sep–Nov.'),
    },
    ['station', 'annual', 'seasons'],
    `How this station's normals changed since ${before}: ${now} minus ${before} at the same station id. ${CHANGE_DERIVATION}`,
  ),
} as const;

/** The two fields of the /climate-profile body. */
export const CHANGE_PROPERTIES = {
  changeSince1981_2010: {
    anyOf: [ref('ChangeSince1981_2010'), { type: 'null' }],
    description: `The change since ${before} at this station, or null when its ${before} normals are not there (changeSince1981_2010Note says why).`,
  },
  changeSince1981_2010Note: {
    type: ['string', 'null'],
    description:
      `Why changeSince1981_2010 is null: the station has no ${before} record (no station with its id in that edition, or no monthly ` +
      `normals), its ${before} normals failed the build's cross-check, or the build has no ${before} edition. Null when the change is given.`,
  },
};
