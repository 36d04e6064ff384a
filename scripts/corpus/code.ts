/**
 * Programs for the corpus's code blocks. One abstract program is rendered in C++, Java and
 * Python, so a `<LanguageSection>` holds three versions of the same code, as authors write them,
 * with each language's real boilerplate and line count (Java longest, Python shortest).
 */
import {
  render,
  renderStmt,
  type Expr,
  type Language,
  type Program,
  type Stmt,
} from './codeRender';
import type { Random } from './random';

export type { Language };

const same = (text: string): Expr => ({ cpp: text, java: text, py: text });
const ARRAYS = ['a', 'b', 'pre', 'dp', 'cnt', 'dist', 'par', 'best'];
const SCALARS = ['ans', 'cur', 'total', 'lo', 'hi', 'mid', 'res', 'sum'];
const LOOP_VARS = ['i', 'j', 'k'];
const COMMENTS = [
  'the answer never decreases, so one pass is enough',
  'keep the best value seen so far',
  'pre[i] holds the sum of the first i values',
  'careful: the sum does not fit in 32 bits',
  'every state is reached from a smaller one',
  'shrink the window until it is valid again',
  'mark it so we never visit it twice',
  'edge case: the range may be empty',
];

class ProgramWriter {
  // Names declared so far: expressions only use these, so the code reads like real code.
  private readonly arrays = ['a'];
  private readonly scalars = ['ans'];

  constructor(private readonly random: Random) {}

  private expr(loopVar: string): Expr {
    const r = this.random;
    const arr = r.pick(this.arrays);
    const other = r.pick(this.scalars);
    const max = (f: string) => `${f}(${other}, ${arr}[${loopVar}])`;
    switch (r.int(0, 4)) {
      case 0:
        return same(`${arr}[${loopVar}] + ${other}`);
      case 1:
        return { cpp: max('max'), java: max('Math.max'), py: max('max') };
      case 2:
        return same(`${arr}[${loopVar}] - ${r.pick(this.arrays)}[${loopVar}]`);
      case 3:
        return same(`(${other} * 2 + ${arr}[${loopVar}]) % MOD`);
      default:
        return same(`${other} + 1`);
    }
  }

  private cond(loopVar: string): Expr {
    const left = `${this.random.pick(this.arrays)}[${loopVar}]`;
    const right = this.random.pick(this.scalars);
    if (this.random.chance(0.3)) {
      const both = (and: string) => `${left} > ${right} ${and} ${loopVar} > 0`;
      return { cpp: both('&&'), java: both('&&'), py: both('and') };
    }
    return same(`${left} ${this.random.pick(['>', '<', '==', '>=', '!='])} ${right}`);
  }

  /** A new variable at the top level of main, while names are left. */
  private declare(): Stmt | undefined {
    const array = this.random.chance(0.5);
    const pool = array ? ARRAYS : SCALARS;
    const declared = array ? this.arrays : this.scalars;
    const name = pool.find((n) => !declared.includes(n));
    if (!name) return undefined;
    declared.push(name);
    return array ? { k: 'array', name, size: 'n + 1' } : { k: 'let', name, value: same('0') };
  }

  /** A statement nested `depth` blocks deep, with `loopVar` in scope. */
  stmt(depth: number, loopVar: string): Stmt {
    const r = this.random;
    const roll = r.next();
    if (depth === 0 && roll < 0.2) {
      const declaration = this.declare();
      if (declaration) return declaration;
    }
    if (roll < 0.3 && depth < 3) {
      const v = LOOP_VARS[Math.min(depth, LOOP_VARS.length - 1)];
      return { k: 'for', v, to: r.pick(['n', 'm', 'n + 1']), body: this.block(depth + 1, v) };
    }
    if (roll < 0.5 && depth > 0 && depth < 4) {
      return {
        k: 'if',
        cond: this.cond(loopVar),
        body: this.block(depth + 1, loopVar, 1, 2),
        otherwise: r.chance(0.3) ? this.block(depth + 1, loopVar, 1, 1) : undefined,
      };
    }
    if (roll < 0.56) return { k: 'comment', text: r.pick(COMMENTS) };
    if (depth === 0 && roll < 0.62) return { k: 'sort', name: r.pick(this.arrays) };
    const target = depth > 0 ? `${r.pick(this.arrays)}[${loopVar}]` : r.pick(this.scalars);
    return { k: 'set', target, op: r.pick(['=', '+=', '-=', '=']), value: this.expr(loopVar) };
  }

  block(depth: number, loopVar: string, min = 1, max = 3): Stmt[] {
    const stmts: Stmt[] = Array.from({ length: this.random.int(min, max) }, () =>
      this.stmt(depth, loopVar),
    );
    // A block of comments alone is not valid Python.
    if (!stmts.some((s) => s.k !== 'comment')) {
      stmts.push({ k: 'set', target: 'ans', op: '+=', value: this.expr(loopVar) });
    }
    return stmts;
  }

  /** A program (or, under 18 lines, a fragment) whose C++ version has about `lines` lines. */
  program(lines: number): Program {
    const r = this.random;
    const fragment = lines < 18;
    const main: Stmt[] = fragment
      ? []
      : [
          { k: 'read', names: r.chance(0.5) ? ['n'] : ['n', 'm'] },
          { k: 'array', name: 'a', size: 'n' },
          { k: 'readArray', name: 'a', size: 'n' },
          { k: 'let', name: 'ans', value: same('0') },
        ];
    const program: Program = { main, fragment };
    if (lines > 35 && r.chance(0.6)) {
      const body = this.block(1, 'lo', 2, 4);
      program.helper = { name: 'check', params: ['lo', 'hi'], body, result: same('lo + hi') };
    }
    const tail: Stmt[] = fragment ? [] : [{ k: 'print', value: same('ans') }];
    let length = render({ ...program, main: [...main, ...tail] }, 'cpp').length;
    // A loop can bring a dozen lines at once: one that would overshoot is drawn again.
    for (let tries = 0; length < lines && tries < 200; tries++) {
      const next = this.stmt(0, 'i');
      const added: string[] = [];
      renderStmt(next, 'cpp', '', added);
      if (length + added.length <= lines + 3) {
        main.push(next);
        length += added.length;
      }
    }
    return { ...program, main: [...main, ...tail] };
  }
}

/** The same program as a fenced block in each language; the C++ one has about `lines` lines. */
export function writePrograms(random: Random, lines: number): Record<Language, string> {
  const program = new ProgramWriter(random).program(lines);
  const fence = (lang: Language) => `\`\`\`${lang}\n${render(program, lang).join('\n')}\n\`\`\``;
  return { cpp: fence('cpp'), java: fence('java'), py: fence('py') };
}

/** A program's line count for a code block: 10–60, most between 20 and 35. */
export function programLines(random: Random): number {
  return Math.max(10, Math.min(60, Math.round(Math.exp(3.25 + 0.35 * random.normal()))));
}
