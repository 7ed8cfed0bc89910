/** Where tests find the raw data mirror: ../shared/data beside the checkout (never copied into the repo). */
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const RAW_DIR = resolve(REPO_ROOT, '..', 'shared', 'data');

/** @example rawPath('census/gazetteer/2025_Gaz_zcta_national.txt') */
export function rawPath(relative: string): string {
  return join(RAW_DIR, relative);
}
