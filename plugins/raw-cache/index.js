// @ts-check
/**
 * Netlify build plugin: keeps the raw upstream files a download build fetches (.cache/raw, about
 * 90 MB from NCEI and the Census Bureau) in Netlify's build cache. Restored before the build,
 * saved after a successful one. A restored file is not trusted: the build verifies every file
 * against pipeline/upstream.lock.json and downloads again any that does not match. Plain
 * JavaScript: Netlify loads build plugins without a TypeScript step.
 */

/**
 * Relative to the base directory, where the build downloads to (pipeline/inputs/rawDir.ts). Not
 * exported: Netlify refuses a plugin that exports anything but its event handlers.
 */
const RAW_DIR = '.cache/raw';

/**
 * The part of Netlify's `utils` this plugin uses.
 * @typedef {{ cache: { restore(path: string): Promise<boolean>; save(path: string): Promise<boolean> } }} Utils
 */

/** @param {{ utils: Utils }} options */
export async function onPreBuild({ utils }) {
  try {
    const restored = await utils.cache.restore(RAW_DIR);
    console.log(restored
      ? `raw-cache: restored ${RAW_DIR} from the build cache; the build verifies every file against the upstream lock`
      : `raw-cache: nothing cached for ${RAW_DIR} (a first build, or the cache was cleared): the build downloads the raw files`);
  } catch (error) {
    // A cache is only a shortcut: without it the build downloads.
    console.log(`raw-cache: could not restore ${RAW_DIR} (${errorText(error)}): the build downloads the raw files`);
  }
}

/** @param {{ utils: Utils }} options */
export async function onPostBuild({ utils }) {
  try {
    const saved = await utils.cache.save(RAW_DIR);
    console.log(saved
      ? `raw-cache: saved ${RAW_DIR} to the build cache for the next build`
      : `raw-cache: no ${RAW_DIR} to save (the build read a raw data folder, not a download)`);
  } catch (error) {
    console.log(`raw-cache: could not save ${RAW_DIR} (${errorText(error)}): the next build downloads the raw files again`);
  }
}

/** @param {unknown} error */
function errorText(error) {
  return error instanceof Error ? error.message : String(error);
}
