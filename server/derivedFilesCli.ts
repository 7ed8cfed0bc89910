/**
 * `tsx server/derivedFilesCli.ts [dataDir]`: the derived files for a data folder (server/derivedFiles.ts),
 * in a process of its own, as `npm start`'s preparation makes them (server/prepare.ts). A file of its own: a check of "am I the main
 * script" inside derivedFiles.ts was true in the production bundle too, which then wrote the files
 * of site/data whatever DATA_DIR said.
 */
import path from 'node:path';
import { prepareDerivedFiles } from './derivedFiles.ts';

await prepareDerivedFiles(path.resolve(process.argv[2] ?? 'site/data'));
