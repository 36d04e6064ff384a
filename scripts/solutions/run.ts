/**
 * Compiling and running solution programs (I/O side of `npm run check:solutions`).
 * Each language gets its own temporary folder; each case runs in a fresh working folder so
 * programs that use file I/O cannot see another case's files.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaseFile, Language } from './programs';

export const RUN_TIMEOUT_MS = 10_000;
const COMPILE_TIMEOUT_MS = 120_000;

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

export interface CompiledProgram {
  language: Language;
  /** The command that runs the program, relative to any working folder. */
  command: string;
  args: string[];
  cleanup: () => void;
}

export async function compileProgram(
  language: Language,
  source: string,
): Promise<{ program: CompiledProgram | null; error: string | null }> {
  const dir = mkdtempSync(join(tmpdir(), `cp-guide-${language}-`));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  let compile: [string, string[]];
  let program: CompiledProgram;
  if (language === 'cpp') {
    writeFileSync(join(dir, 'main.cpp'), source);
    compile = ['g++', ['-std=c++17', '-O2', '-o', 'prog', 'main.cpp']];
    program = { language, command: join(dir, 'prog'), args: [], cleanup };
  } else if (language === 'java') {
    writeFileSync(join(dir, 'Main.java'), source);
    compile = ['javac', ['-encoding', 'UTF-8', '-d', '.', 'Main.java']];
    program = { language, command: 'java', args: ['-Xss64m', '-cp', dir, 'Main'], cleanup };
  } else {
    writeFileSync(join(dir, 'main.py'), source);
    compile = ['python3', ['-m', 'py_compile', 'main.py']];
    program = { language, command: 'python3', args: [join(dir, 'main.py')], cleanup };
  }
  const result = await runProcess(compile[0], compile[1], {
    cwd: dir,
    timeoutMs: COMPILE_TIMEOUT_MS,
  });
  if (result.code !== 0) {
    cleanup();
    const output = (result.stderr || result.stdout).trim().split('\n').slice(0, 15).join('\n');
    return { program: null, error: `does not compile:\n${output}` };
  }
  return { program, error: null };
}

export interface CaseRun {
  output: string | null;
  /** Why the run failed (crash, timeout, missing output file); null when it ran. */
  failure: string | null;
  ms: number;
}

export async function runCase(
  program: CompiledProgram,
  input: string,
  files: CaseFile['files'],
): Promise<CaseRun> {
  const cwd = mkdtempSync(join(tmpdir(), 'cp-guide-case-'));
  try {
    if (files) writeFileSync(join(cwd, files.input), input);
    const result = await runProcess(program.command, program.args, {
      cwd,
      input: files ? '' : input,
      timeoutMs: RUN_TIMEOUT_MS,
    });
    if (result.timedOut) {
      return { output: null, failure: `exceeded ${RUN_TIMEOUT_MS / 1000} s`, ms: result.ms };
    }
    if (result.code !== 0) {
      const stderr = result.stderr.trim().split('\n').slice(0, 8).join('\n');
      return { output: null, failure: `exited with code ${result.code}\n${stderr}`, ms: result.ms };
    }
    if (files) {
      const path = join(cwd, files.output);
      if (!existsSync(path)) {
        return { output: null, failure: `wrote no ${files.output}`, ms: result.ms };
      }
      return { output: readFileSync(path, 'utf8'), failure: null, ms: result.ms };
    }
    return { output: result.stdout, failure: null, ms: result.ms };
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}
