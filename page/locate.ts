/**
 * "Use my location": the browser's position as a place, or a sentence saying what to do instead
 * when there is none (permission denied, position unavailable, too slow); never a console error.
 */

/** What to tell a person for each GeolocationPositionError code, and when the browser has none. */
export const LOCATE_PROBLEMS = {
  1: 'Your browser did not share your location. Type a ZIP code, an address or a point (lat, lon) instead, or allow location for this site in your browser’s settings.',
  2: 'Your position is not available right now. Type a ZIP code, an address or a point (lat, lon) instead.',
  3: 'Finding your position took too long. Try again, or type a ZIP code, an address or a point (lat, lon) instead.',
  none: 'This browser cannot share a location. Type a ZIP code, an address or a point (lat, lon) instead.',
} as const;

/**
 * How long to wait for a position, and how old a cached one may be: a minute, so a person who has
 * moved gets where they are now, not where they were (a coarse fix is enough for a climate answer).
 */
const OPTIONS: PositionOptions = { timeout: 15_000, maximumAge: 60_000, enableHighAccuracy: false };

/**
 * @example locate(navigator.geolocation, (lat, lon) => lookUp(lat, lon), (sentence) => show(sentence))
 */
export function locate(geolocation: Geolocation | undefined, found: (lat: number, lon: number) => void, problem: (sentence: string) => void): void {
  if (!geolocation) {
    problem(LOCATE_PROBLEMS.none);
    return;
  }
  geolocation.getCurrentPosition(
    (position) => found(position.coords.latitude, position.coords.longitude),
    (error) => problem(LOCATE_PROBLEMS[error.code as 1 | 2 | 3] ?? LOCATE_PROBLEMS[2]),
    OPTIONS,
  );
}
