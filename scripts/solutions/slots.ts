/**
 * Where `npm run check:solutions` compiles and runs programs: one slot per core, each with its
 * own working folder and its own long-lived Java and Python runners, doing one thing at a time.
 *
 * - C++: g++ per program (slots compile in parallel), with the first include that many programs
 *   share (<bits/stdc++.h>, <iostream>) precompiled once per check; each case runs the binary.
 * - Java: the slot's JVM (runners/Runner.java) compiles with javac's API and runs each case in a
 *   fresh class loader. A program that calls System.exit or halt, or uses FileDescriptor, runs
 *   in a JVM of its own per case instead, as before.
 * - Python: the slot's python3 (runners/runner.py) compiles and runs each case in a fresh
 *   namespace with the case's files as fd 0, 1 and 2.
 *
 * Each case runs in the slot's working folder, emptied first, so a file I/O program sees only
 * its own case's input file.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { CaseFile, Language } from './programs';
import { LineRunner, converse, runProcess, type RunnerAnswer } from './run';

/** Each case's run, unless `--time-limit` says otherwise. */
export const RUN_TIMEOUT_MS = 10_000;
const COMPILE_TIMEOUT_MS = 120_000;
const CPP_FLAGS = ['-std=c++17', '-O2'];
const RUNNERS = resolve(__dirname, 'runners');

/** Java that must not share a JVM: it ends the JVM or bypasses System.in/out. */
const OWN_JVM = /System\s*\.\s*exit|\.\s*halt\s*\(|FileDescriptor/;

export interface Program {
  language: Language;
  /** Hash of the language and source: the same program is compiled once per check. */
  hash: string;
  dir: string;
  ownJvm: boolean;
}

export interface CaseRun {
  output: string | null;
  /** Why the run failed (crash, time limit, missing output file); null when it ran. */
  failure: string | null;
}

export function hashProgram(language: Language, source: string): string {
  return createHash('sha256').update(`${language}\0${source}`).digest('hex').slice(0, 20);
}

const MIN_PROGRAMS_PER_HEADER = 4;

/** A C++ program's first `#include <…>`, if nothing but comments and blank lines precede it. */
export function firstInclude(source: string): string | null {
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').trimStart();
  return /^#\s*include\s*<([^>\s]+)>/.exec(code)?.[1] ?? null;
}

function firstLines(text: string, count: number): string {
  return text.trim().split('\n').slice(0, count).join('\n');
}

function decode(base64: string): string {
  return Buffer.from(base64, 'base64').toString('utf8');
}

/** The temporary tree of one check: compiled programs, the runner class, the header, slots. */
export class Workshop {
  readonly programsDir: string;
  private readonly pch = new Map<string, Promise<string | null>>();
  /** First includes that enough programs share to pay for their precompiled header. */
  private readonly headersWorthBuilding: ReadonlySet<string>;
  private runnerClasses: Promise<string | null> | null = null;

  constructor(
    readonly root: string,
    cppSources: readonly string[] = [],
  ) {
    const counts = new Map<string, number>();
    for (const source of cppSources) {
      const header = firstInclude(source);
      if (header) counts.set(header, (counts.get(header) ?? 0) + 1);
    }
    // A header costs a few plain compiles to precompile.
    this.headersWorthBuilding = new Set(
      [...counts].filter(([, count]) => count >= MIN_PROGRAMS_PER_HEADER).map(([h]) => h),
    );
    this.programsDir = join(root, 'programs');
    mkdirSync(this.programsDir, { recursive: true });
  }

  /**
   * The folder of precompiled headers, once `header` (a program's first include, such as
   * `bits/stdc++.h`) is in it, built with the programs' own flags (g++ uses one only then, and
   * only as a program's first include); null when it cannot be built or is not worth it.
   */
  precompiledHeader(header: string | null): Promise<string | null> {
    if (!header || !this.headersWorthBuilding.has(header)) return Promise.resolve(null);
    let built = this.pch.get(header);
    if (!built) {
      built = this.buildHeader(header);
      this.pch.set(header, built);
    }
    return built;
  }

  private async buildHeader(header: string): Promise<string | null> {
    const dir = join(this.root, 'pch');
    const probe = await runProcess('g++', [...CPP_FLAGS, '-H', '-E', '-x', 'c++', '-'], {
      cwd: this.root,
      input: `#include <${header}>\n`,
      timeoutMs: COMPILE_TIMEOUT_MS,
    });
    const path = /^\. (\S+)/m.exec(probe.stderr)?.[1];
    if (probe.code !== 0 || !path) return null;
    const target = join(dir, `${header}.gch`);
    mkdirSync(dirname(target), { recursive: true });
    // Written aside and renamed: a compile that meets the folder never reads half a header.
    const result = await runProcess(
      'g++',
      [...CPP_FLAGS, '-x', 'c++-header', path, '-o', `${target}.part`],
      { cwd: this.root, timeoutMs: COMPILE_TIMEOUT_MS },
    );
    if (result.code !== 0) return null;
    renameSync(`${target}.part`, target);
    return dir;
  }

  /** The compiled runners/Runner.java, or null (with javac's message printed) when it fails. */
  javaRunner(): Promise<string | null> {
    return (this.runnerClasses ??= (async () => {
      const dir = join(this.root, 'runner');
      mkdirSync(dir, { recursive: true });
      const built = await runProcess(
        'javac',
        ['-encoding', 'UTF-8', '-d', dir, join(RUNNERS, 'Runner.java')],
        { cwd: this.root, timeoutMs: COMPILE_TIMEOUT_MS },
      );
      if (built.code === 0) return dir;
      console.error(`scripts/solutions/runners/Runner.java does not compile:\n${built.stderr}`);
      return null;
    })());
  }

  cleanup() {
    rmSync(this.root, { recursive: true, force: true });
  }
}

export class Slot {
  private readonly work: string;
  private readonly io: string;
  private java: LineRunner | null = null;
  private python: LineRunner | null = null;

  constructor(
    private readonly workshop: Workshop,
    index: number,
    private readonly timeLimitMs = RUN_TIMEOUT_MS,
  ) {
    const base = join(workshop.root, `slot-${index}`);
    this.work = join(base, 'work');
    this.io = join(base, 'io');
    mkdirSync(this.work, { recursive: true });
    mkdirSync(this.io, { recursive: true });
  }

  private async javaRunner(): Promise<LineRunner | null> {
    if (this.java) return this.java;
    const classes = await this.workshop.javaRunner();
    if (!classes) return null;
    this.java = new LineRunner('java', ['-Xss64m', '-cp', classes, 'Runner'], this.work);
    return this.java;
  }

  private pythonRunner(): LineRunner {
    return (this.python ??= new LineRunner('python3', [join(RUNNERS, 'runner.py')], this.work));
  }

  /** Compile a program into its folder; the error is the compiler's first lines. */
  async compile(
    language: Language,
    source: string,
  ): Promise<{ program: Program | null; error: string | null }> {
    const hash = hashProgram(language, source);
    const dir = join(this.workshop.programsDir, `${language}-${hash}`);
    mkdirSync(dir, { recursive: true });
    const program: Program = {
      language,
      hash,
      dir,
      ownJvm: language === 'java' && OWN_JVM.test(source),
    };
    const failed = (text: string) => ({
      program: null,
      error: `does not compile:\n${firstLines(text, 15)}`,
    });
    if (language === 'cpp') {
      writeFileSync(join(dir, 'main.cpp'), source);
      const pch = await this.workshop.precompiledHeader(firstInclude(source));
      const result = await runProcess(
        'g++',
        [...CPP_FLAGS, ...(pch ? ['-I', pch] : []), '-o', 'prog', 'main.cpp'],
        { cwd: dir, timeoutMs: COMPILE_TIMEOUT_MS },
      );
      return result.code === 0 ? { program, error: null } : failed(result.stderr || result.stdout);
    }
    const file = join(dir, language === 'java' ? 'Main.java' : 'main.py');
    writeFileSync(file, source);
    const runner = language === 'java' ? await this.javaRunner() : this.pythonRunner();
    if (!runner) return failed('the Java runner could not be built (see above)');
    const answer = await runner.send(
      ['compile', language === 'java' ? dir : file],
      COMPILE_TIMEOUT_MS,
    );
    if (!answer.ok) return failed(`the ${language} runner stopped: ${answer.detail}`);
    if (answer.line === 'ok') return { program, error: null };
    return failed(decode(answer.line.replace(/^error /, '')));
  }

  private clearWork() {
    for (const name of readdirSync(this.work)) {
      rmSync(join(this.work, name), { recursive: true, force: true });
    }
  }

  /** Run a compiled program on one case's input. */
  async runCase(program: Program, input: string, files: CaseFile['files']): Promise<CaseRun> {
    this.clearWork();
    const stdin = join(this.io, 'in');
    const stdout = join(this.io, 'out');
    const stderr = join(this.io, 'err');
    writeFileSync(stdin, files ? '' : input);
    if (files) writeFileSync(join(this.work, files.input), input);
    writeFileSync(stdout, '');
    writeFileSync(stderr, '');
    const limit = this.overTimeLimit();

    let code: number | null;
    let runnerFailure: string | null = null;
    if (program.language === 'cpp' || program.ownJvm) {
      const command = this.commandOf(program);
      const result = await runProcess(command.command, command.args, {
        cwd: this.work,
        input: files ? '' : input,
        timeoutMs: this.timeLimitMs,
      });
      if (result.timedOut) return { output: null, failure: limit };
      writeFileSync(stdout, result.stdout);
      writeFileSync(stderr, result.stderr);
      code = result.code;
    } else {
      const runner = program.language === 'java' ? await this.javaRunner() : this.pythonRunner();
      if (!runner) return { output: null, failure: 'the Java runner could not be built' };
      const target =
        program.language === 'java' ? join(program.dir, 'classes') : join(program.dir, 'main.py');
      const answer: RunnerAnswer = await runner.send(
        ['run', target, stdin, stdout, stderr],
        this.timeLimitMs,
      );
      if (!answer.ok && answer.timedOut) return { output: null, failure: limit };
      if (!answer.ok) runnerFailure = answer.detail;
      code = answer.ok ? Number(answer.line.replace(/^exit /, '')) : null;
    }
    if (runnerFailure) {
      return { output: null, failure: `stopped its runner: ${runnerFailure}` };
    }
    if (code !== 0) {
      const errors = firstLines(readFileSync(stderr, 'utf8'), 8);
      return { output: null, failure: `exited with code ${code}\n${errors}` };
    }
    if (files) {
      const path = join(this.work, files.output);
      if (!existsSync(path)) return { output: null, failure: `wrote no ${files.output}` };
      return { output: readFileSync(path, 'utf8'), failure: null };
    }
    return { output: readFileSync(stdout, 'utf8'), failure: null };
  }

  private overTimeLimit(): string {
    return `exceeded the ${this.timeLimitMs / 1000} s time limit and was stopped`;
  }

  /** The command that runs a compiled program as a process of its own. */
  private commandOf(program: Program): { command: string; args: string[] } {
    if (program.language === 'cpp') return { command: join(program.dir, 'prog'), args: [] };
    if (program.language === 'java') {
      return { command: 'java', args: ['-Xss64m', '-cp', join(program.dir, 'classes'), 'Main'] };
    }
    return { command: 'python3', args: [join(program.dir, 'main.py')] };
  }

  /**
   * Run a program against an interactor (a Python program) that reads the case's input from the
   * file named by its first argument: each one's output is the other's input. The run is right
   * when both exit 0; a failure shows the interactor's message and the end of the dialogue.
   */
  async runInteractive(program: Program, input: string, interactor: string): Promise<CaseRun> {
    this.clearWork();
    const secret = join(this.io, 'secret');
    writeFileSync(secret, input);
    const result = await converse(
      this.commandOf(program),
      { command: 'python3', args: [interactor, secret] },
      { cwd: this.work, timeoutMs: this.timeLimitMs },
    );
    const dialogue = `\n    the dialogue's last lines (> from the program, < from the interactor):\n${result.transcript}`;
    if (result.timedOut) {
      return {
        output: null,
        failure: `${this.overTimeLimit()} (a program that does not flush its output waits forever)${dialogue}`,
      };
    }
    if (result.judgeCode !== 0) {
      const why = firstLines(result.judgeStderr, 8) || `exit code ${result.judgeCode}`;
      return { output: null, failure: `the interactor rejected the run: ${why}${dialogue}` };
    }
    if (result.programCode !== 0) {
      const errors = firstLines(result.programStderr, 8);
      return { output: null, failure: `exited with code ${result.programCode}\n${errors}` };
    }
    return { output: '', failure: null };
  }

  /**
   * Ask a checker (a Python program) whether `output` answers `input`: it is run with the paths
   * of the input, the program's output and the case's output, and exits 0 to accept. Null when
   * it accepts, else its message.
   */
  async check(checker: string, input: string, output: string, expected: string) {
    const paths = ['input', 'output', 'expected'].map((name) => join(this.io, `check-${name}`));
    [input, output, expected].forEach((text, i) => writeFileSync(paths[i], text));
    const result = await runProcess('python3', [checker, ...paths], {
      cwd: this.io,
      timeoutMs: this.timeLimitMs,
    });
    if (result.code === 0) return null;
    if (result.timedOut) return 'the checker ran over the time limit';
    const why = firstLines(`${result.stdout}\n${result.stderr}`, 8);
    return `the checker rejected the output: ${why || `exit code ${result.code}`}`;
  }

  stop() {
    this.java?.stop();
    this.python?.stop();
  }
}
