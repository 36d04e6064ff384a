/**
 * Processes for `npm run check:solutions`: one-off commands (g++, a program's run) and the
 * long-lived runners (runners/Runner.java, runners/runner.py) that answer one line per command.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  ms: number;
}

export function runProcess(
  command: string,
  args: string[],
  options: { cwd: string; input?: string; timeoutMs: number },
): Promise<ProcessResult> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => {
      stderr += error.message;
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut, ms: Date.now() - started });
    });
    child.stdin.on('error', () => undefined); // the program may exit without reading input
    child.stdin.end(options.input ?? '');
  });
}

export interface Dialogue {
  programCode: number | null;
  programStderr: string;
  judgeCode: number | null;
  judgeStderr: string;
  timedOut: boolean;
  /** The last lines each side wrote, in order, marked `>` (program) and `<` (judge). */
  transcript: string;
}

const TRANSCRIPT_LINES = 12;

/**
 * Run two processes whose outputs feed each other's inputs (a program and an interactor) until
 * both exit, or kill both at the time limit.
 */
export function converse(
  program: { command: string; args: string[] },
  judge: { command: string; args: string[] },
  options: { cwd: string; timeoutMs: number },
): Promise<Dialogue> {
  return new Promise((resolve) => {
    // As on a judge, Python's output is buffered when it goes to a pipe: a program that forgets
    // to flush fails here too, even where the shell sets PYTHONUNBUFFERED.
    const { PYTHONUNBUFFERED: _, ...env } = process.env;
    const spawnOne = (p: { command: string; args: string[] }) =>
      spawn(p.command, p.args, { cwd: options.cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const sides = [spawnOne(program), spawnOne(judge)];
    const stderr = ['', ''];
    const codes: (number | null)[] = [null, null];
    const lines: string[] = [];
    const partial = ['', ''];
    let timedOut = false;
    let open = 2;
    const timer = setTimeout(() => {
      timedOut = true;
      sides.forEach((child) => child.kill('SIGKILL'));
    }, options.timeoutMs);
    sides.forEach((child, i) => {
      const other = sides[1 - i];
      child.stdin.on('error', () => undefined); // the other side may have exited already
      child.stdout.on('data', (chunk: Buffer) => {
        if (!other.stdin.destroyed) other.stdin.write(chunk);
        const text = partial[i] + chunk.toString();
        const parts = text.split('\n');
        partial[i] = parts.pop() ?? '';
        for (const line of parts) lines.push(`${i === 0 ? '>' : '<'} ${line}`);
        lines.splice(0, Math.max(0, lines.length - TRANSCRIPT_LINES));
      });
      // A side that stops leaves the other reading: its input ends, so it can stop too.
      child.stdout.on('end', () => other.stdin.end());
      child.stderr.on('data', (chunk: Buffer) => (stderr[i] += chunk.toString()));
      child.on('error', (error) => (stderr[i] += error.message));
      child.on('close', (code) => {
        codes[i] = code;
        if (--open > 0) return;
        clearTimeout(timer);
        partial.forEach((rest, j) => rest && lines.push(`${j === 0 ? '>' : '<'} ${rest}`));
        resolve({
          programCode: codes[0],
          programStderr: stderr[0],
          judgeCode: codes[1],
          judgeStderr: stderr[1],
          timedOut,
          transcript: lines
            .slice(-TRANSCRIPT_LINES)
            .map((line) => `      ${line}`)
            .join('\n'),
        });
      });
    });
  });
}

/** What a runner answered, or why it could not. */
export type RunnerAnswer =
  | { ok: true; line: string }
  | { ok: false; timedOut: boolean; detail: string };

/** A runner's start (a JVM under load is slow to start) is not counted in a run's time. */
const STARTUP_TIMEOUT_MS = 60_000;

/**
 * A runner process, started on first use, that says `ready` once started, then reads one command
 * per line and writes one answer per line, one command at a time. A command that outlives its
 * time limit ends the process (the program in it cannot be stopped any other way); the next
 * command starts a new one.
 */
export class LineRunner {
  private child: ChildProcessWithoutNullStreams | null = null;
  private pending: ((answer: RunnerAnswer) => void) | null = null;
  private buffer = '';
  private stderr = '';

  constructor(
    private readonly command: string,
    private readonly args: string[],
    private readonly cwd: string,
  ) {}

  private start(): ChildProcessWithoutNullStreams {
    const child = spawn(this.command, this.args, {
      cwd: this.cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.buffer = '';
    this.stderr = '';
    // A stopped process's last words are not the answer to the next command.
    const current = () => this.child === child;
    child.stdout.on('data', (chunk: Buffer) => {
      if (!current()) return;
      this.buffer += chunk.toString();
      this.drain();
    });
    // Only the runner's own messages land here: a program's stderr goes to its run's file.
    child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    child.stdin.on('error', () => undefined);
    const stopped = (detail: string) => {
      if (!current()) return;
      this.child = null;
      this.settle({ ok: false, timedOut: false, detail });
    };
    child.on('error', (error) => stopped(error.message));
    child.on('exit', (code, signal) =>
      stopped(`the runner stopped (${signal ?? `exit code ${code}`}) ${this.stderr.trim()}`.trim()),
    );
    return child;
  }

  private drain() {
    const end = this.buffer.indexOf('\n');
    if (end < 0 || !this.pending) return;
    const line = this.buffer.slice(0, end);
    this.buffer = this.buffer.slice(end + 1);
    this.settle({ ok: true, line });
  }

  private settle(answer: RunnerAnswer) {
    const pending = this.pending;
    this.pending = null;
    pending?.(answer);
  }

  /** Write `command` (none: wait for the greeting) and wait for one line. */
  private exchange(command: string[] | null, timeoutMs: number): Promise<RunnerAnswer> {
    const child = this.child;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.stop();
        resolve({ ok: false, timedOut: true, detail: 'time limit' });
      }, timeoutMs);
      this.pending = (answer) => {
        clearTimeout(timer);
        resolve(answer);
      };
      if (command) child?.stdin.write(command.join('\t') + '\n');
      this.drain();
    });
  }

  async send(command: string[], timeoutMs: number): Promise<RunnerAnswer> {
    if (!this.child) {
      this.child = this.start();
      const greeting = await this.exchange(null, STARTUP_TIMEOUT_MS);
      if (!greeting.ok) return { ...greeting, timedOut: false };
    }
    return this.exchange(command, timeoutMs);
  }

  stop() {
    const child = this.child;
    this.child = null;
    this.pending = null;
    child?.kill('SIGKILL');
  }
}
