/**
 * What the stages of a build share: where to read and write, the inputs they record (hashed
 * for the manifest), the report sections they add, and the data each stage hands on.
 */
import { join } from 'node:path';
import type { ProfileManifest, ProfileShard, StationProfile } from '../lib/profile/types.ts';
import type { ChangeRecord } from '../lib/profile/changeTypes.ts';
import type { DownloadFile, EditionManifest, InputFile, InputsFrom, Manifest, ZipRecord } from '../lib/dataTypes.ts';
import type { ZctaPoint } from './census/zcta.ts';
import type { CityPlace } from './twins/stationPlace.ts';
import { fileChecksum } from './inputs/checksum.ts';
import type { CatalogStation, MonthlyStation } from './ncei/types.ts';
import type { QuarantinedStation } from './quarantine.ts';
import type { PointCandidates } from './serving/pointCandidates.ts';

/** One step of the build. Add a stage with one line in build.ts's STAGES. */
export interface Stage {
  name: string;
  run(ctx: BuildContext): Promise<void> | void;
}

export interface ReportSection {
  title: string;
  lines: string[];
}

/** A monthly file the build read but does not answer from, and why. */
export interface SkippedStation {
  id: string;
  source: string;
  reason: string;
}

/** A ZCTA and its nearest station with temperature normals. */
export interface ZctaMatch {
  zcta: ZctaPoint;
  station: CatalogStation;
  /** Great-circle miles, rounded to 0.1 as reported. */
  distanceMi: number;
}

/** A station's climate profile as read from its annual/seasonal file, or the read error. */
export type ParsedProfile = { profile: StationProfile } | { error: string };

/** What stages hand on to later stages, by name. */
export interface PipelineData {
  /** Locked download or raw folder, for the manifest. */
  inputsFrom: InputsFrom;
  /** All stations of the annual/seasonal product, by id. */
  catalog: Map<string, CatalogStation>;
  /** Validated monthly files of stations with temperature normals, by id. */
  monthly: Map<string, MonthlyStation>;
  monthlySkipped: SkippedStation[];
  /** Monthly files that failed validation, left out of the build (sorted by id). */
  quarantined: QuarantinedStation[];
  /** Every ZCTA's point (zip, lat, lon), sorted by ZIP. */
  zctas: ZctaPoint[];
  matches: ZctaMatch[];
  /** Every ZCTA's record, sorted by ZIP. */
  records: Map<string, ZipRecord>;
  manifest: Manifest;
  /** The climate profile of each station with temperature normals, or why it could not be read. */
  profiles: Map<string, ParsedProfile>;
  /** What the profiles stage built, for the manifest. */
  profile: ProfileManifest;
  /** The profile shards as written, by prefix in order (stages/profiles.ts), for the serving form. */
  profileShards: ProfileShard[];
  /** The editions besides the default, read and cross-checked, by slug (stages/byVariableEdition.ts, stages/byStationEdition.ts). */
  editionBuilds: Map<string, EditionBuild>;
  /** Their ZIP records, by slug, then by ZIP (stages/editionZips.ts). */
  editionRecords: Map<string, Map<string, ZipRecord>>;
  /** The places of the gazetteers with their points, "Name, ST" (stages/cities.ts), for the twins' place names. */
  cityPlaces: CityPlace[];
  /** The twins download of each edition besides the default, by slug (stages/twins.ts, in the worker thread). */
  twinsDownloads: Record<string, DownloadFile>;
  /** Their manifest sections, by slug (stages/editionZips.ts). */
  editionManifests: Record<string, EditionManifest>;
  /** Every ZCTA's change since the registry's change base at its default-edition station, by ZIP (stages/change.ts). */
  changes: Map<string, ChangeRecord>;
  /** What a place given by its coordinates is answered from (stages/points.ts). */
  pointCandidates: PointCandidates;
  /** The daily normals of the answered stations, by id in id order, and the station files quarantined (stages/daily.ts). */
  daily: DailyBuild;
}

export interface DailyBuild {
  /** Each station's 366 days packed (lib/daily/packedDays.ts). */
  stations: Map<string, Uint8Array>;
  quarantined: QuarantinedStation[];
}

/** An edition besides the default, read and cross-checked, before its ZIPs are mapped. */
export interface EditionBuild {
  catalog: Map<string, CatalogStation>;
  /** Stations with 12 months of temperature normals that passed the cross-check. */
  monthly: Map<string, MonthlyStation>;
  /** Stations left out by the cross-check, by id, with the reason. */
  quarantined: Map<string, string>;
  snowfall: { available: boolean; note: string };
}

export class BuildContext {
  readonly report: ReportSection[] = [];
  private readonly data: Partial<PipelineData> = {};
  private readonly inputChecksums = new Map<string, Promise<InputFile>>();
  private readonly backgroundWork: Promise<unknown>[] = [];
  private readonly downloadWork: { edition: string | null; work: Promise<DownloadFile[]> }[] = [];

  constructor(
    /** The raw data folder (upstream layout). */
    readonly rawDir: string,
    /** The folder this build writes; it becomes outDir only when every stage succeeded. */
    readonly workDir: string,
    readonly log: (line: string) => void,
    /** The raw folder is a scale simulation's (SYNTHETIC.txt): every output says so. */
    readonly synthetic = false,
  ) {}

  /** Absolute path of a raw input. @example ctx.rawPath('census/gazetteer/2025_Gaz_zcta_national.txt') */
  rawPath(relative: string): string {
    return join(this.rawDir, relative);
  }

  /** Absolute path inside the output. @example ctx.outPath('cities/NY.json') */
  outPath(relative: string): string {
    return join(this.workDir, relative);
  }

  /** Records a raw input (path relative to rawDir) for the manifest; hashing runs alongside the build. */
  recordInput(relative: string): void {
    if (this.inputChecksums.has(relative)) return;
    const checksum = fileChecksum(this.rawPath(relative)).then(({ bytes, sha256 }) => ({ path: relative, bytes, sha256 }));
    checksum.catch(() => {}); // reported when inputs() awaits it, not as an unhandled rejection
    this.inputChecksums.set(relative, checksum);
  }

  /** Inputs another thread recorded and hashed (offThread/run.ts); a path recorded here already is kept. */
  adoptInputs(files: readonly InputFile[]): void {
    for (const file of files) if (!this.inputChecksums.has(file.path)) this.inputChecksums.set(file.path, Promise.resolve(file));
  }

  /** Every recorded input with its checksum, sorted by path. */
  async inputs(): Promise<InputFile[]> {
    const files = await Promise.all(this.inputChecksums.values());
    return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  /**
   * Work a stage leaves running while later stages go on (a later stage awaits its result). Its
   * failure is reported where it is awaited, not as an unhandled rejection.
   */
  inBackground<T>(work: Promise<T>): Promise<T> {
    work.catch(() => {});
    this.backgroundWork.push(work);
    return work;
  }

  /**
   * Bulk downloads a stage is still compressing in the threadpool while later stages run, of an
   * edition (by slug) or of none (null); the manifest stage lists each under its owner.
   */
  addDownloads(work: Promise<DownloadFile[]>, edition: string | null): void {
    this.downloadWork.push({ edition, work: this.inBackground(work) });
  }

  /** The downloads of an edition (or of none) added so far, once compressed. */
  async downloads(edition: string | null): Promise<DownloadFile[]> {
    return (await Promise.all(this.downloadWork.filter((d) => d.edition === edition).map((d) => d.work))).flat();
  }

  /** Resolves when all background work has ended, so a failed build can discard its folder safely. */
  async idle(): Promise<void> {
    await Promise.allSettled(this.backgroundWork);
  }

  /** Adds a report section in stage order; returns its lines, for a stage that fills them in later. */
  addReport(title: string, lines: string[]): string[] {
    this.report.push({ title, lines });
    return lines;
  }

  set<K extends keyof PipelineData>(key: K, value: PipelineData[K]): void {
    this.data[key] = value;
  }

  /** The data made so far (a shallow copy), so the worker thread can tell what a stage set. */
  snapshot(): Partial<PipelineData> {
    return { ...this.data };
  }

  /** Data an earlier stage made, or undefined when no stage made it (an optional part of the build). */
  find<K extends keyof PipelineData>(key: K): PipelineData[K] | undefined {
    return this.data[key];
  }

  /** Data an earlier stage made; fails clearly when the stage order is wrong. */
  get<K extends keyof PipelineData>(key: K): PipelineData[K] {
    const value = this.data[key];
    if (value === undefined) throw new Error(`No "${key}" yet: the stage that makes it must run earlier`);
    return value as PipelineData[K];
  }
}
