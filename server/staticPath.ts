/**
 * Which request paths the static file server may look up under site/: only those that name a file
 * there and could not name anything else. The rest are answered as the API answers an unknown path,
 * before the file system is asked (serve-handler would answer some of them with an HTML 500 and log
 * the absolute path).
 */

/** Longest name of one path segment the file systems site/ lives on allow (NAME_MAX). */
export const MAX_SEGMENT_BYTES = 255;
/** Longest decoded static path looked up: the site's deepest file is far shorter, and site/'s own path goes before it (PATH_MAX 4,096). */
export const MAX_STATIC_PATH_BYTES = 1024;

/** 'bad': not a path (does not decode, a NUL, a backslash or a `..` segment); 'missing': no file could have it; 'file': look it up. */
export type StaticPath = 'file' | 'bad' | 'missing';

/**
 * @example staticPath('/data/zip/100.json') // 'file'
 * @example staticPath('/data/..%2f..%2fpackage.json') // 'bad'
 * @example staticPath('/.env') // 'missing' (a dotfile is never served)
 */
export function staticPath(pathname: string): StaticPath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 'bad';
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return 'bad';
  const segments = decoded.split('/');
  if (segments.includes('..')) return 'bad';
  if (Buffer.byteLength(decoded) > MAX_STATIC_PATH_BYTES) return 'missing';
  return segments.some((s) => s.startsWith('.') || Buffer.byteLength(s) > MAX_SEGMENT_BYTES) ? 'missing' : 'file';
}
