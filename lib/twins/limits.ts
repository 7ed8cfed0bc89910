/** The twins' `limit` and `minDistance` when not given, and their bounds (docs/twins.md). */
export const TWIN_LIMITS = {
  defaultLimit: 10,
  maxLimit: 50,
  defaultMinDistanceMi: 100,
  /** In miles or km: farther than any two points of the United States and its territories are apart. */
  maxMinDistance: 20_000,
  /** The twins of each candidate in the bulk download. */
  download: 10,
  /** The farthest a twin's place may be from its station, miles (pipeline/twins/stationPlace.ts). */
  placeWithinMi: 15,
  /**
   * The farthest the place a station's name begins with may be from it, miles: a name is strong
   * evidence, and airports lie far out (Detroit Metro is 18 mi from Detroit's centre).
   */
  namedPlaceWithinMi: 25,
} as const;
