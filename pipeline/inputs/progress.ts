/**
 * Download progress: bytes received per file, on a terminal one line redrawn in place, else a
 * line per file (CI logs stay readable).
 */

export type ProgressOut = NodeJS.WriteStream | { isTTY?: boolean; write(text: string): unknown };

/** Bytes received per file; on a TTY one line redrawn at most every 200 ms, else a line per file. */
export class ProgressMeter {
  private readonly files = new Map<string, { received: number; total: number | null }>();
  private lastDraw = 0;
  constructor(private readonly out: ProgressOut) {}

  cached(path: string): void {
    this.line(`cached      ${path}`);
  }
  note(message: string): void {
    this.line(message);
  }
  add(path: string, bytes: number, total: number | null): void {
    const file = this.files.get(path) ?? { received: 0, total };
    file.received += bytes;
    this.files.set(path, file);
    const now = Date.now();
    if (this.out.isTTY && now - this.lastDraw > 200) {
      this.lastDraw = now;
      this.out.write(`\r\x1b[2K${this.summary()}`);
    }
  }
  done(path: string): void {
    const mb = ((this.files.get(path)?.received ?? 0) / 1e6).toFixed(1);
    this.line(`downloaded  ${path} (${mb} MB)`);
  }
  end(): void {
    if (this.out.isTTY && this.lastDraw) this.out.write('\r\x1b[2K');
  }
  private summary(): string {
    let received = 0;
    let total = 0;
    for (const f of this.files.values()) {
      received += f.received;
      total += f.total ?? f.received;
    }
    return `downloading ${this.files.size} file(s): ${(received / 1e6).toFixed(1)} of ${(total / 1e6).toFixed(1)} MB`;
  }
  private line(text: string): void {
    this.out.write(this.out.isTTY ? `\r\x1b[2K${text}\n` : `${text}\n`);
  }
}
