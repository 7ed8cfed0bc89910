/**
 * A real /climate-profile answer (ZIP 10024, Central Park), the example of the OpenAPI document.
 * test/e2e/profile.test.ts checks it equals what the built dataset answers, so it cannot go stale.
 */
export const PROFILE_EXAMPLE = {
  query: {
    zip: '10024'
  },
  location: {
    zip: '10024',
    lat: 40.78566,
    lon: -73.971269
  },
  station: {
    id: 'USW00094728',
    name: 'NEW YORK CNTRL PK TWR, NY US',
    lat: 40.7789,
    lon: -73.9692,
    distanceMi: 0.5,
    elevationFt: 130
  },
  confidence: 'high',
  confidenceNote: 'The station is 0.5 miles away: its normals should closely match this ZIP, though local terrain, elevation and water can still make a difference.',
  source: 'NOAA NCEI U.S. Climate Normals 1991–2020 (annual/seasonal normals, nearest station)',
  normalsPeriod: '1991–2020',
  disclaimer: 'Climate normals are 30-year averages (1991–2020) of the weather observed at the named station. They describe typical conditions, not a forecast for any particular day or year.',
  sources: {
    normals: 'NOAA National Centers for Environmental Information (NCEI), U.S. Climate Normals 1991–2020, annual/seasonal normals by station: https://www.ncei.noaa.gov/products/land-based-station/us-climate-normals',
    geocoding: 'U.S. Census Bureau: 2025 Gazetteer files (ZIP Code Tabulation Areas, places, county subdivisions) and the Census Geocoder for street addresses: https://geocoding.geo.census.gov/geocoder/',
    license: 'Public domain: works of the U.S. Government (NOAA NCEI and the U.S. Census Bureau), not subject to copyright in the United States (17 U.S.C. § 105). Please credit NOAA NCEI.'
  },
  annual: {
    avgHighF: 62.6,
    avgLowF: 48.9,
    avgMeanF: 55.8,
    precipIn: 49.52,
    snowIn: 29.8,
    heatingDegreeDays: 4553.3,
    coolingDegreeDays: 1221.5,
    growingDegreeDaysBase50: 3867.3,
    daysHighAtLeast90F: 17.4,
    daysHighAtMost32F: 16,
    daysLowAtMost32F: 67.3,
    daysPrecipAtLeast0_01In: 125.4,
    daysSnowAtLeast1In: 7
  },
  seasons: {
    winter: {
      months: [
        12,
        1,
        2
      ],
      avgHighF: 42,
      avgLowF: 30.4,
      avgMeanF: 36.2,
      precipIn: 11.21,
      snowIn: 23.8
    },
    spring: {
      months: [
        3,
        4,
        5
      ],
      avgHighF: 61,
      avgLowF: 45.4,
      avgMeanF: 53.2,
      precipIn: 12.34,
      snowIn: 5.4
    },
    summer: {
      months: [
        6,
        7,
        8
      ],
      avgHighF: 82.6,
      avgLowF: 67.8,
      avgMeanF: 75.2,
      precipIn: 13.7,
      snowIn: 0
    },
    fall: {
      months: [
        9,
        10,
        11
      ],
      avgHighF: 64.9,
      avgLowF: 51.9,
      avgMeanF: 58.4,
      precipIn: 12.27,
      snowIn: 0.6
    }
  },
  freeze: {
    '36F': {
      chanceInAYearPct: 100,
      lastSpring: {
        p10: '04-20',
        p50: '04-07',
        p90: '03-26'
      },
      firstFall: {
        p10: '10-27',
        p50: '11-08',
        p90: '11-23'
      },
      growingSeasonDays: {
        p10: 234,
        p50: 215,
        p90: 196
      },
      noDatesReason: null
    },
    '32F': {
      chanceInAYearPct: 100,
      lastSpring: {
        p10: '04-09',
        p50: '03-30',
        p90: '03-14'
      },
      firstFall: {
        p10: '11-06',
        p50: '11-20',
        p90: '12-06'
      },
      growingSeasonDays: {
        p10: 257,
        p50: 236,
        p90: 217
      },
      noDatesReason: null
    },
    '28F': {
      chanceInAYearPct: 100,
      lastSpring: {
        p10: '04-02',
        p50: '03-19',
        p90: '03-05'
      },
      firstFall: {
        p10: '11-15',
        p50: '12-01',
        p90: '12-16'
      },
      growingSeasonDays: {
        p10: 279,
        p50: 257,
        p90: 236
      },
      noDatesReason: null
    }
  },
  changeSince1981_2010: {
    station: { id: 'USW00094728', name: 'NEW YORK CNTRL PK TWR, NY US' },
    annual: { avgHighF: 0.7, avgLowF: 1, avgMeanF: 0.9, precipIn: -0.42 },
    seasons: {
      winter: { avgHighF: 1, avgLowF: 1.1, avgMeanF: 1.1, precipIn: 0.47 },
      spring: { avgHighF: 0.4, avgLowF: 0.7, avgMeanF: 0.6, precipIn: -0.71 },
      summer: { avgHighF: 0.6, avgLowF: 1.1, avgMeanF: 0.8, precipIn: 0.25 },
      fall: { avgHighF: 0.6, avgLowF: 1.1, avgMeanF: 0.9, precipIn: -0.43 }
    }
  },
  changeSince1981_2010Note: null,
  summary: 'In ZIP 10024 the last spring freeze comes by Mar 30 in half of years (1 year in 10 after Apr 9), the first fall freeze by Nov 20 in half of years, with about 236 days between; 17 days a year reach 90 °F.'
} as const;
