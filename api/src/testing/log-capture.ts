/**
 * The shop's log lines as a test sees them (observability/log.ts): captured from the logger's sink
 * while a test runs, each parsed from its JSON line. Also silences lines a test causes on purpose.
 */
import type { LevelWithSilent } from 'pino';
import { log, setLogDestination, setLogLevel } from '../observability/log';

export interface LogLine {
  level: string;
  time: string;
  msg: string;
  requestId?: string;
  storefront?: string;
  operation?: string;
  route?: string;
  [field: string]: unknown;
}

export interface CapturedLogs {
  /** Every line so far, parsed. */
  lines: LogLine[];
  /** Every line so far as written (to check nothing secret is in any of it). */
  text(): string;
  /** The messages of the lines at `level` (all when omitted). */
  messages(level?: string): string[];
  restore(): void;
}

/** Captures the log from now until restore(), at `level` (default debug: everything). */
export function captureLogs(level: LevelWithSilent = 'debug'): CapturedLogs {
  const lines: LogLine[] = [];
  const written: string[] = [];
  const previousLevel = log.level as LevelWithSilent;
  const previous = setLogDestination({
    write(chunk: string) {
      written.push(chunk);
      for (const line of chunk.split('\n')) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
    },
  });
  setLogLevel(level);
  return {
    lines,
    text: () => written.join(''),
    messages: (at) => lines.filter((line) => at === undefined || line.level === at).map((line) => line.msg),
    restore() {
      setLogDestination(previous);
      setLogLevel(previousLevel);
    },
  };
}

/**
 * For a file or describe block whose tests cause error lines on purpose (alerts, refused refunds):
 * nothing is written while it runs. Called at the describe level (it registers beforeAll/afterAll).
 */
export function silenceLogs(): void {
  let capture: CapturedLogs | undefined;
  beforeAll(() => {
    capture = captureLogs('silent');
  });
  afterAll(() => capture?.restore());
}

/** The log lines in a process's output (api-process.ts): its JSON lines, parsed; other lines skipped. */
export function logLinesOf(output: string): LogLine[] {
  return output.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
}
