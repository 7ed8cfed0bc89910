/**
 * The daily normals served (NCEI's daily product, 1991–2020), defined once: each answer field, the
 * NCEI column it is read from and its kind. The pipeline reads these columns and no others, the
 * serving form stores a day as these values in this order, and the API, the static JSON, the
 * bulk CSV and its data dictionary all follow this table.
 */

/** What a value measures: how it converts to metric and what the dictionary calls its unit. */
export type DayFieldKind = 'temperature' | 'stdDev' | 'chance' | 'precip' | 'snow' | 'degreeDays';

export interface DayField {
  /** NCEI's column, read by header name. */
  column: string;
  kind: DayFieldKind;
  /** The bulk CSV's column. */
  csv: string;
  /** What it is, for the dictionary and the OpenAPI document. */
  description: string;
}

const chanceOf = (what: string) => `Chance (percent) that a day in the 29-day window centred on the date had ${what}, over the 30 years`;

/** The stored fields in order; `precipQuartilesIn` is made of the three `precipP…` ones. */
export const DAY_FIELDS = {
  avgHighF: { column: 'DLY-TMAX-NORMAL', kind: 'temperature', csv: 'avg_high_f', description: 'Normal daily high' },
  avgLowF: { column: 'DLY-TMIN-NORMAL', kind: 'temperature', csv: 'avg_low_f', description: 'Normal daily low' },
  avgMeanF: { column: 'DLY-TAVG-NORMAL', kind: 'temperature', csv: 'avg_mean_f', description: 'Normal daily mean' },
  stdDevHighF: { column: 'DLY-TMAX-STDDEV', kind: 'stdDev', csv: 'std_dev_high_f', description: "Standard deviation of the day's high" },
  stdDevLowF: { column: 'DLY-TMIN-STDDEV', kind: 'stdDev', csv: 'std_dev_low_f', description: "Standard deviation of the day's low" },
  chancePrecipAtLeast0_01In: { column: 'DLY-PRCP-PCTALL-GE001HI', kind: 'chance', csv: 'chance_precip_ge_0_01_in', description: chanceOf('at least 0.01 in of precipitation') },
  chancePrecipAtLeast0_10In: { column: 'DLY-PRCP-PCTALL-GE010HI', kind: 'chance', csv: 'chance_precip_ge_0_10_in', description: chanceOf('at least 0.10 in of precipitation') },
  chancePrecipAtLeast0_50In: { column: 'DLY-PRCP-PCTALL-GE050HI', kind: 'chance', csv: 'chance_precip_ge_0_50_in', description: chanceOf('at least 0.50 in of precipitation') },
  chancePrecipAtLeast1_00In: { column: 'DLY-PRCP-PCTALL-GE100HI', kind: 'chance', csv: 'chance_precip_ge_1_00_in', description: chanceOf('at least 1.00 in of precipitation') },
  precipP25: { column: 'DLY-PRCP-25PCTL', kind: 'precip', csv: 'precip_p25_in', description: "25th percentile of a wet day's precipitation (nonzero days only)" },
  precipP50: { column: 'DLY-PRCP-50PCTL', kind: 'precip', csv: 'precip_p50_in', description: "Median of a wet day's precipitation (nonzero days only)" },
  precipP75: { column: 'DLY-PRCP-75PCTL', kind: 'precip', csv: 'precip_p75_in', description: "75th percentile of a wet day's precipitation (nonzero days only)" },
  precipMonthToDateIn: { column: 'MTD-PRCP-NORMAL', kind: 'precip', csv: 'precip_month_to_date_in', description: 'Normal precipitation from the first of the month through the date' },
  precipYearToDateIn: { column: 'YTD-PRCP-NORMAL', kind: 'precip', csv: 'precip_year_to_date_in', description: 'Normal precipitation from January 1 through the date' },
  chanceSnowAtLeast0_1In: { column: 'DLY-SNOW-PCTALL-GE001TI', kind: 'chance', csv: 'chance_snow_ge_0_1_in', description: chanceOf('at least 0.1 in of snowfall') },
  chanceSnowAtLeast1In: { column: 'DLY-SNOW-PCTALL-GE010TI', kind: 'chance', csv: 'chance_snow_ge_1_in', description: chanceOf('at least 1.0 in of snowfall') },
  chanceSnowDepthAtLeast1In: { column: 'DLY-SNWD-PCTALL-GE001WI', kind: 'chance', csv: 'chance_snow_depth_ge_1_in', description: chanceOf('at least 1 in of snow on the ground') },
  snowMonthToDateIn: { column: 'MTD-SNOW-NORMAL', kind: 'snow', csv: 'snow_month_to_date_in', description: 'Normal snowfall from the first of the month through the date' },
  snowYearToDateIn: { column: 'YTD-SNOW-NORMAL', kind: 'snow', csv: 'snow_year_to_date_in', description: 'Normal snowfall from January 1 through the date' },
  heatingDegreeDays: { column: 'DLY-HTDD-NORMAL', kind: 'degreeDays', csv: 'heating_degree_days', description: 'Normal heating degree days of the day, base 65 °F' },
  coolingDegreeDays: { column: 'DLY-CLDD-NORMAL', kind: 'degreeDays', csv: 'cooling_degree_days', description: 'Normal cooling degree days of the day, base 65 °F' },
} as const satisfies Record<string, DayField>;

export type DayFieldName = keyof typeof DAY_FIELDS;

/** The stored fields in order: a stored day is one value of each, null where NCEI has none. */
export const DAY_FIELD_NAMES = Object.keys(DAY_FIELDS) as DayFieldName[];

/** NCEI's columns read, in field order. */
export const DAY_COLUMNS: readonly string[] = DAY_FIELD_NAMES.map((name) => DAY_FIELDS[name].column);

/** One stored day: DAY_FIELD_NAMES' values in order. */
export type StoredDay = (number | null)[];

/** The unit of each kind in US units, for the dictionary. */
export const DAY_KIND_UNITS: Record<DayFieldKind, string> = { temperature: '°F', stdDev: '°F', chance: 'percent', precip: 'in', snow: 'in', degreeDays: '°F·days' };

/** A station's daily normals as stored: its 366 days from 01-01 to 12-31, February 29 included. */
export interface StationDaily {
  days: StoredDay[];
}
