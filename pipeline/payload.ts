/**
 * The per-ZIP records the API serves: everything of the whole-year response that depends on
 * the ZIP (lib/types.ts CoveredZip), or the reason there is none (UncoveredZip).
 */
import { MONTH_NAMES } from '../lib/constants.ts';
import type { CoveredZip, QuarantinedZip, UncoveredZip } from '../lib/dataTypes.ts';
import type { MonthlyNormals, StationInfo } from '../lib/types.ts';
import { coveredRecord, quarantinedRecord, uncoveredRecord } from '../lib/zipRecord.ts';
import type { ZctaPoint } from './census/zcta.ts';
import type { CatalogStation, MonthlyStation } from './ncei/types.ts';
import type { FileField } from '../lib/weather/nullNote.ts';

/** The international foot, exactly. */
const METRES_PER_FOOT = 0.3048;

/**
 * Metres to whole feet.
 * @example elevationFt(39.6) // 130
 */
export function elevationFt(metres: number): number {
  return Math.round(metres / METRES_PER_FOOT);
}

/**
 * A monthly file's 12 months as API objects, values exactly as NCEI published them.
 * Call only for a validated station with temperature normals (all 12 months have high/low/mean).
 * @example monthlyNormals(nyc)[0] // { month: 1, monthName: 'January', avgHighF: 39.5, avgLowF: 27.9, avgMeanF: 33.7, avgPrecipIn: 3.64, avgSnowIn: 8.8, daysHighAtLeast90F: null, … }
 */
export function monthlyNormals(m: MonthlyStation): MonthlyNormals[] {
  return MONTH_NAMES.map((monthName, i) => {
    const row = m.rows.find((r) => r.month === i + 1);
    if (!row || row.high === null || row.low === null || row.mean === null) {
      throw new Error(`${m.id} month ${i + 1}: no temperature normals (validate before building payloads)`);
    }
    return {
      month: i + 1,
      monthName,
      avgHighF: row.high,
      avgLowF: row.low,
      avgMeanF: row.mean,
      avgPrecipIn: row.precip,
      avgSnowIn: row.snow,
      daysHighAtLeast90F: row.days.daysHighAtLeast90F,
      daysHighAtMost32F: row.days.daysHighAtMost32F,
      daysLowAtMost32F: row.days.daysLowAtMost32F,
      daysPrecipAtLeast0_01In: row.days.daysPrecipAtLeast0_01In,
      daysSnowAtLeast1In: row.days.daysSnowAtLeast1In,
      precipQuartilesIn: row.precipQuartiles,
    };
  });
}

/**
 * The station as a ZIP's answer shows it; distance as reported (0.1 mi).
 * @example stationInfo(nyc, 4.9) // { id: 'USW00094728', name: 'NEW YORK CNTRL PK TWR, NY US', lat: 40.7789, lon: -73.9692, distanceMi: 4.9, elevationFt: 130 }
 */
export function stationInfo(s: CatalogStation, distanceMi: number): StationInfo {
  if (s.elevationM === null) throw new Error(`${s.id} ELEVATION: unknown`);
  return { id: s.id, name: s.name, lat: s.lat, lon: s.lon, distanceMi, elevationFt: elevationFt(s.elevationM) };
}

/** A ZIP answered from its nearest station's monthly normals (`distanceMi` as reported, rounded). */
export function coveredZip(zcta: ZctaPoint, station: CatalogStation, distanceMi: number, months: MonthlyNormals[], notInFile: readonly FileField[] = []): CoveredZip {
  return coveredRecord(locationOf(zcta), stationInfo(station, distanceMi), months, notInFile);
}

/** A ZIP whose nearest station has no monthly values in this build: the API answers 422 naming it. */
export function uncoveredZip(zcta: ZctaPoint, station: CatalogStation, distanceMi: number): UncoveredZip {
  return uncoveredRecord(locationOf(zcta), stationInfo(station, distanceMi));
}

/** A ZIP whose nearest station's monthly file was quarantined: the API answers 422 naming it and why. */
export function quarantinedZip(zcta: ZctaPoint, station: CatalogStation, distanceMi: number, reason: string): QuarantinedZip {
  return quarantinedRecord(locationOf(zcta), stationInfo(station, distanceMi), reason);
}

const locationOf = ({ zip, lat, lon }: ZctaPoint) => ({ zip, lat, lon });
