/**
 * The file lookups serve-handler makes, kept to site/: a path whose real location is outside it
 * (through a symlinked folder: serve-handler refuses only a symlink at the end of a path) is no
 * file, and a path the file system cannot take (ENAMETOOLONG, EINVAL) is no file either, logged in
 * one line without the absolute path, rather than serve-handler's HTML 500 and full error.
 */
import { realpathSync, type Stats } from 'node:fs';
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';

const UNMAPPABLE = new Set(['ENAMETOOLONG', 'EINVAL']);

const noFile = (code: string) => Object.assign(new Error(`no such file (${code})`), { code: 'ENOENT' });

/** @example serveHandler(req, res, config, { lstat: siteOnly('site').lstat }) */
export function siteOnly(siteDir: string, log: (line: string) => void): { lstat: (file: string) => Promise<Stats> } {
  let root: string;
  try {
    root = realpathSync(siteDir);
  } catch {
    root = path.resolve(siteDir);
  }
  const relative = (file: string) => path.relative(siteDir, file);
  return {
    async lstat(file) {
      try {
        const stats = await lstat(file);
        const real = await realpath(file);
        if (real !== root && !real.startsWith(root + path.sep)) throw noFile('outside the site');
        return stats;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (!UNMAPPABLE.has(code)) throw error;
        log(`static file: ${code} for a path of ${Buffer.byteLength(relative(file))} bytes, answered 404`);
        throw noFile(code);
      }
    },
  };
}
