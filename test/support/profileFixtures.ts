/**
 * Profile shards for the in-memory fixture dataset: Central Park's real 1991–2020 profile
 * (USW00094728, as NCEI publishes it) for 10024 and 10025, and Anchorage quarantined for 99501;
 * and Central Park's change since 1981–2010 as the build computes it from both editions' files.
 */
import type { ChangeSince1981_2010 } from '../../lib/profile/changeTypes.ts';
import type { FreezeRisk, ProfileShard, StationProfile } from '../../lib/profile/types.ts';
import type { ZipRecord } from '../../lib/dataTypes.ts';
import type { StationInfo } from '../../lib/types.ts';

const risk = (chance: number, ls: string[], ff: string[], gs: number[]): FreezeRisk => ({
  chanceInAYearPct: chance,
  lastSpring: { p10: ls[0]!, p50: ls[1]!, p90: ls[2]! },
  firstFall: { p10: ff[0]!, p50: ff[1]!, p90: ff[2]! },
  growingSeasonDays: { p10: gs[0]!, p50: gs[1]!, p90: gs[2]! },
  noDatesReason: null,
});

export const CENTRAL_PARK_PROFILE: StationProfile = {
  annual: {
    avgHighF: 62.6, avgLowF: 48.9, avgMeanF: 55.8, precipIn: 49.52, snowIn: 29.8, heatingDegreeDays: 4553.3,
    coolingDegreeDays: 1221.5, growingDegreeDaysBase50: 3867.3, daysHighAtLeast90F: 17.4, daysHighAtMost32F: 16,
    daysLowAtMost32F: 67.3, daysPrecipAtLeast0_01In: 125.4, daysSnowAtLeast1In: 7,
  },
  seasons: {
    winter: { months: [12, 1, 2], avgHighF: 42, avgLowF: 30.4, avgMeanF: 36.2, precipIn: 11.21, snowIn: 23.8,
      daysHighAtLeast90F: 0, daysHighAtMost32F: 14.9, daysLowAtMost32F: 52, daysPrecipAtLeast0_01In: 32.2, daysSnowAtLeast1In: 5.5 },
    spring: { months: [3, 4, 5], avgHighF: 61, avgLowF: 45.4, avgMeanF: 53.2, precipIn: 12.34, snowIn: 5.4,
      daysHighAtLeast90F: 1.2, daysHighAtMost32F: 0.9, daysLowAtMost32F: 11.6, daysPrecipAtLeast0_01In: 34, daysSnowAtLeast1In: 1.4 },
    summer: { months: [6, 7, 8], avgHighF: 82.6, avgLowF: 67.8, avgMeanF: 75.2, precipIn: 13.7, snowIn: 0,
      daysHighAtLeast90F: 15, daysHighAtMost32F: 0, daysLowAtMost32F: 0, daysPrecipAtLeast0_01In: 31.7, daysSnowAtLeast1In: 0 },
    fall: { months: [9, 10, 11], avgHighF: 64.9, avgLowF: 51.9, avgMeanF: 58.4, precipIn: 12.27, snowIn: 0.6,
      daysHighAtLeast90F: 1.1, daysHighAtMost32F: 0.2, daysLowAtMost32F: 3.6, daysPrecipAtLeast0_01In: 27.5, daysSnowAtLeast1In: 0.1 },
  },
  freeze: {
    '36F': risk(100, ['04-20', '04-07', '03-26'], ['10-27', '11-08', '11-23'], [234, 215, 196]),
    '32F': risk(100, ['04-09', '03-30', '03-14'], ['11-06', '11-20', '12-06'], [257, 236, 217]),
    '28F': risk(100, ['04-02', '03-19', '03-05'], ['11-15', '12-01', '12-16'], [279, 257, 236]),
  },
};

const site = ({ distanceMi: _, ...rest }: StationInfo) => rest;
const zipOf = (r: ZipRecord) => ({ lat: r.location.lat, lon: r.location.lon, stationId: r.station.id, distanceMi: r.station.distanceMi });

export const ANCHORAGE_REASON = 'ANN-TMAX-NORMAL is 44.1, but the mean of DJF, MAM, JJA, SON is 50.3 (tolerance 0.1)';

/**
 * The profile files of the fixture dataset (by path under site/data) for the memory store's records:
 * the covered ZIPs' station with Central Park's profile, the uncovered ZIP's station quarantined.
 */
export function profileFiles(centralPark: ZipRecord, dry: ZipRecord, quarantined: ZipRecord): [string, ProfileShard][] {
  return [
    ['profile/100.json', {
      prefix: '100',
      stations: { [centralPark.station.id]: { site: site(centralPark.station), profile: CENTRAL_PARK_PROFILE } },
      zips: { [centralPark.location.zip]: zipOf(centralPark), [dry.location.zip]: zipOf(dry) },
    }],
    ['profile/995.json', {
      prefix: '995',
      stations: { [quarantined.station.id]: { site: site(quarantined.station), quarantined: ANCHORAGE_REASON } },
      zips: { [quarantined.location.zip]: zipOf(quarantined) },
    }],
  ];
}

const d = (avgHighF: number, avgLowF: number, avgMeanF: number, precipIn: number | null) => ({ avgHighF, avgLowF, avgMeanF, precipIn });

export const PARK_CHANGE: ChangeSince1981_2010 = {
  station: { id: 'USW00094728', name: 'NEW YORK CNTRL PK TWR, NY US' },
  annual: d(0.7, 1, 0.9, -0.42),
  seasons: { winter: d(1, 1.1, 1.1, 0.47), spring: d(0.4, 0.7, 0.6, -0.71), summer: d(0.6, 1.1, 0.8, 0.25), fall: d(0.6, 1.1, 0.9, -0.43) },
};
