import { StringDecoder } from 'node:string_decoder';

import { DEPLOYMENT_RULES } from '@aerie/contract';

import type { Queryable } from '../../db/client.js';
import { deploymentRunLogs } from '../../db/schema/index.js';
import { BuildOutput } from './build-output.js';
import { maskSecrets } from './mask-secrets.js';

/** `system`: Aerie's own line; `error`: Aerie's own line about a failure, shown in red. */
type Stream = 'stdout' | 'stderr' | 'system' | 'error';
type Row = typeof deploymentRunLogs.$inferInsert;

/** Lines are written in small batches: soon enough for the live stream, without one insert per line. */
const FLUSH_AFTER_MS = 200;
const FLUSH_AT_LINES = 100;

/**
 * A run's log as it happens: output chunks cut into lines (a chunk can end mid-line or mid-character),
 * each line stamped, masked and numbered (`seq` from 1, in arrival order) and stored in batches, one batch
 * after another so the order in the table is the order of the run. Aerie's own lines end any output line
 * left open first, so they come after everything printed before them. At most `logLinesMax` lines are
 * kept; the last kept line says the rest was dropped.
 */
export class RunLog {
  private seq = 0;
  private secrets: string[] = [];
  private pending: Row[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly partial = { stdout: '', stderr: '' };
  private readonly decoders = { stdout: new StringDecoder('utf8'), stderr: new StringDecoder('utf8') };
  private build: BuildOutput | null = null;
  /** The first write that failed; the run goes on, the log keeps what it could. */
  writeError: unknown = null;

  constructor(
    private readonly db: Queryable,
    private readonly runId: number,
  ) {}

  /** Values hidden from every line from now on (the variables' values, a clone credential). */
  hide(values: string[]): void {
    this.secrets = [...this.secrets, ...values.filter(Boolean)];
  }

  /** Masks anything else that leaves the run (its failure reason). */
  mask(text: string): string {
    return maskSecrets(text, this.secrets);
  }

  system(line: string): void {
    this.endOpenLines();
    this.add('system', line);
  }

  error(line: string): void {
    this.endOpenLines();
    this.add('error', line);
  }

  /**
   * From now on the output is the build's (buildScript): a line ending in `marker` heads a command with
   * `$ command`, and the returned BuildOutput knows which command ran last and its last lines.
   */
  followBuild(marker: string, pieces: readonly string[]): BuildOutput {
    this.endOpenLines();
    this.build = new BuildOutput(marker, pieces);
    return this.build;
  }

  endBuild(): void {
    this.endOpenLines();
    this.build = null;
  }

  output(stream: 'stdout' | 'stderr', chunk: Buffer): void {
    const text = this.partial[stream] + this.decoders[stream].write(chunk);
    const lines = text.split('\n');
    this.partial[stream] = lines.pop()!;
    for (const line of lines) this.outputLine(stream, line);
  }

  /** Ends the lines the last chunk left open and stores everything; never throws. */
  async close(): Promise<void> {
    this.endOpenLines();
    this.flush();
    await this.writing;
  }

  /** A script's output that did not end in a newline is a line of its own once something else is logged. */
  private endOpenLines(): void {
    for (const stream of ['stdout', 'stderr'] as const) {
      const rest = this.partial[stream] + this.decoders[stream].end();
      this.partial[stream] = '';
      if (rest) this.outputLine(stream, rest);
    }
  }

  private outputLine(stream: 'stdout' | 'stderr', raw: string): void {
    const heading = this.build?.heading(raw);
    if (!heading) {
      this.add(stream, raw);
      return;
    }
    // What came before the marker is the previous command's last line, so it is recorded as its.
    if (heading.before) this.add(stream, heading.before);
    this.build!.start(heading.index);
    this.add('system', `$ ${heading.command}`);
  }

  private add(stream: Stream, raw: string): void {
    // A carriage return redraws a line on a terminal (progress bars): keep what it ended up showing.
    const shown = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    let line = this.mask(shown.slice(shown.lastIndexOf('\r') + 1));
    if (line.length > DEPLOYMENT_RULES.logLineMax) line = `${line.slice(0, DEPLOYMENT_RULES.logLineMax)}…`;
    if (this.build && (stream === 'stdout' || stream === 'stderr')) this.build.record(line);
    const max = DEPLOYMENT_RULES.logLinesMax;
    if (this.seq >= max) return;
    if (this.seq === max - 1) {
      stream = 'system';
      line = `The log is limited to ${max} lines; the rest of the output is not kept.`;
    }
    this.pending.push({ runId: this.runId, seq: ++this.seq, stream, line, createdAt: new Date() });
    if (this.pending.length >= FLUSH_AT_LINES) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_AFTER_MS);
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(async () => {
      try {
        await this.db.insert(deploymentRunLogs).values(batch);
      } catch (error) {
        this.writeError ??= error;
      }
    });
  }
}
