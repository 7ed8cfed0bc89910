/**
 * `tsx server/answerTextsCli.ts [dataDir]`: the answer texts for a data folder (server/answerTexts.ts),
 * in a process of its own (`npm start` runs it). A file of its own: a check of "am I the main
 * script" inside answerTexts.ts was true in the production bundle too, which then wrote the texts
 * of site/data whatever DATA_DIR said.
 */
import path from 'node:path';
import { prepareAnswerTexts } from './answerTexts.ts';

await prepareAnswerTexts(path.resolve(process.argv[2] ?? 'site/data'));
