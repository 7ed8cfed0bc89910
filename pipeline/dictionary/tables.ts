/**
 * The CSV downloads as tables: which file, what a row is, and its columns in the order the writers
 * write them (pipeline/stages/downloads.ts, pipeline/profile/profileCsv.ts, pipeline/stages/twins.ts). The monthly files are
 * the same in every edition's download folder.
 */
import { MONTH_NAMES } from '../../lib/constants.ts';
import { CONFIDENCE, NO_NORMAL, STATION_DISTANCE, STATION_ID, STATION_NAME, ZIP, zctaPoint, type Column, type CsvTable } from './column.ts';
import { DAY_COUNT_FIELDS, DAY_COUNTS, PRECIP_QUARTILES } from '../../lib/dayCounts.ts';
import { NULL_REASONS } from '../../lib/weather/nullNote.ts';
import { PROFILE_COLUMNS, snake } from './profileColumns.ts';
import { TWINS_TABLE } from './twinsColumns.ts';
import { DAILY_TABLE } from './dailyColumns.ts';

const QUARTILES = Object.keys(PRECIP_QUARTILES) as (keyof typeof PRECIP_QUARTILES)[];
const QUARTILE_WORDS = { p25: 'Lower quartile (1 year in 4 gets less)', p50: 'Median', p75: 'Upper quartile (1 year in 4 gets more)' } as const;

/** Where the day counts and quartiles are empty (docs/data.md, "Day counts"). */
/** An empty day count or quartile says why by the answers' one rule (lib/weather/nullNote.ts). */
const DAYS_EMPTY =
  `Empty where the value is null, for one of two reasons the API's \`nullNote\` names: "${NULL_REASONS.notInFile}" where the ` +
  "build's file lacks the columns NCEI publishes (many 1991–2020 station files of the offline mirror are values-only; 1981–2010 " +
  "has a count only where NCEI's by-variable file is in the build, and never the quartiles), " +
  `else "${NULL_REASONS.unpublished}" (a blank cell or a missing flag in NCEI's file).`;

const monthly = (name: string, unit: string, what: string, element: string, empty?: string): Column => ({
  name,
  type: 'number',
  unit,
  description: `Normal ${what} of the month (NCEI ${element}).`,
  ...(empty === undefined ? {} : { empty }),
});

export const MONTHS_TABLE: CsvTable = {
  file: 'typical-weather-zip-months.csv',
  title: 'Monthly normals by ZIP',
  row: 'ZIP with normals and month (12 rows per ZIP)',
  primaryKey: ['zip', 'month'],
  columns: [
    ZIP,
    { name: 'month', type: 'integer', description: 'Month number, 1 (January) to 12.', constraints: { minimum: 1, maximum: 12 } },
    { name: 'month_name', type: 'string', description: 'Month name in English.', constraints: { enum: MONTH_NAMES } },
    monthly('avg_high_f', '°F', 'daily high temperature', 'MLY-TMAX-NORMAL'),
    monthly('avg_low_f', '°F', 'daily low temperature', 'MLY-TMIN-NORMAL'),
    monthly('avg_mean_f', '°F', 'daily mean temperature', 'MLY-TAVG-NORMAL'),
    monthly('avg_precip_in', 'in', 'total precipitation', 'MLY-PRCP-NORMAL', NO_NORMAL),
    monthly('avg_snow_in', 'in', 'total snowfall', 'MLY-SNOW-NORMAL',
      `${NO_NORMAL} In 1981–2010 files also where NCEI's monthly snowfall file is not in the build (the manifest says so).`),
    ...DAY_COUNT_FIELDS.map((field): Column => ({
      name: snake(field),
      type: 'number',
      unit: 'days',
      description: `Average number of days of the month with ${DAY_COUNTS[field].what} (NCEI MLY-${DAY_COUNTS[field].variable}).`,
      empty: DAYS_EMPTY,
    })),
    ...QUARTILES.map((q): Column => ({
      name: `precip_${q}_in`,
      type: 'number',
      unit: 'in',
      description: `${QUARTILE_WORDS[q]} of the month's precipitation totals over the 30 years (NCEI MLY-${PRECIP_QUARTILES[q]}).`,
      empty: DAYS_EMPTY,
    })),
    STATION_ID,
    STATION_NAME,
    STATION_DISTANCE,
    CONFIDENCE,
  ],
};

export const MAPPING_TABLE: CsvTable = {
  file: 'zip-to-station.csv',
  title: 'Every ZCTA and its nearest normals station',
  row: 'ZCTA (every ZIP area, with normals or not)',
  primaryKey: ['zip'],
  columns: [
    ZIP,
    zctaPoint('lat'),
    zctaPoint('lon'),
    {
      name: 'coverage',
      type: 'string',
      description:
        "Whether the ZIP has normals: covered; station-not-in-build (its nearest station's monthly normals are not in this build: " +
        'no other station is used); station-quarantined (they failed validation, see the manifest).',
      constraints: { enum: ['covered', 'station-not-in-build', 'station-quarantined'] },
    },
    STATION_ID,
    STATION_NAME,
    { name: 'station_lat', type: 'number', unit: 'degrees', description: "The station's latitude as NCEI publishes it." },
    { name: 'station_lon', type: 'number', unit: 'degrees', description: "The station's longitude as NCEI publishes it." },
    { name: 'station_elevation_ft', type: 'number', unit: 'ft', description: "The station's elevation, converted from NCEI's metres and rounded to the foot." },
    STATION_DISTANCE,
    CONFIDENCE,
  ],
};

export const PROFILE_TABLE: CsvTable = {
  file: 'climate-profile-zip.csv',
  title: 'Climate profile by ZIP (1991–2020 annual/seasonal normals)',
  row: 'ZCTA',
  primaryKey: ['zip'],
  columns: PROFILE_COLUMNS,
};

export const CSV_TABLES: readonly CsvTable[] = [MONTHS_TABLE, MAPPING_TABLE, PROFILE_TABLE, TWINS_TABLE, DAILY_TABLE];

/** Whether a download file name ("1981-2010-zip-to-station.csv.gz" or "zip-to-station.csv.gz") is of `file`. */
export const isFileOf = (fileName: string, file: string) => fileName === `${file}.gz` || fileName.endsWith(`-${file}.gz`);

/** The table of a download file name, or undefined (not a CSV). */
export function tableOf(fileName: string): CsvTable | undefined {
  return CSV_TABLES.find((t) => isFileOf(fileName, t.file));
}

/** The header names of a table, in order. */
export const columnNames = (table: CsvTable): string[] => table.columns.map((c) => c.name);
