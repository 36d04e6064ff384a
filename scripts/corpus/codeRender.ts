/**
 * Code as each language writes it: one abstract program (statements and expressions given per
 * language where they differ) rendered in C++, Java or Python with that language's boilerplate.
 */

export type Language = 'cpp' | 'java' | 'py';

/** An expression or condition in each language. */
export type Expr = Record<Language, string>;

export type Stmt =
  | { k: 'let'; name: string; value: Expr }
  | { k: 'array'; name: string; size: string }
  | { k: 'read'; names: string[] }
  | { k: 'readArray'; name: string; size: string }
  | { k: 'set'; target: string; op: string; value: Expr }
  | { k: 'for'; v: string; to: string; body: Stmt[] }
  | { k: 'if'; cond: Expr; body: Stmt[]; otherwise?: Stmt[] }
  | { k: 'sort'; name: string }
  | { k: 'comment'; text: string }
  | { k: 'print'; value: Expr };

export interface Program {
  /** A few lines out of a program, without includes or main, as modules quote them. */
  fragment: boolean;
  helper?: { name: string; params: string[]; body: Stmt[]; result: Expr };
  main: Stmt[];
}

export function renderStmt(s: Stmt, lang: Language, pad: string, out: string[]): void {
  const semi = lang === 'py' ? '' : ';';
  const inner = pad + '    ';
  const body = (stmts: Stmt[]) => stmts.forEach((b) => renderStmt(b, lang, inner, out));
  switch (s.k) {
    case 'let':
      out.push(
        `${pad}${{ cpp: 'long long ', java: 'long ', py: '' }[lang]}${s.name} = ${s.value[lang]}${semi}`,
      );
      return;
    case 'array':
      out.push(
        pad +
          {
            cpp: `vector<long long> ${s.name}(${s.size});`,
            java: `long[] ${s.name} = new long[${s.size}];`,
            py: `${s.name} = [0] * (${s.size})`,
          }[lang],
      );
      return;
    case 'read':
      if (lang === 'cpp')
        out.push(`${pad}int ${s.names.join(', ')};`, `${pad}cin >> ${s.names.join(' >> ')};`);
      else if (lang === 'java')
        s.names.forEach((n) => out.push(`${pad}int ${n} = Integer.parseInt(st.nextToken());`));
      else
        out.push(
          `${pad}${s.names.join(', ')} = ${s.names.length === 1 ? 'int(input())' : 'map(int, input().split())'}`,
        );
      return;
    case 'readArray':
      if (lang === 'cpp') out.push(`${pad}for (auto& v : ${s.name}) cin >> v;`);
      else if (lang === 'java')
        out.push(
          `${pad}st = new StringTokenizer(in.readLine());`,
          `${pad}for (int i = 0; i < ${s.size}; i++) ${s.name}[i] = Long.parseLong(st.nextToken());`,
        );
      else out.push(`${pad}${s.name} = list(map(int, input().split()))`);
      return;
    case 'set':
      out.push(`${pad}${s.target} ${s.op} ${s.value[lang]}${semi}`);
      return;
    case 'for':
      out.push(
        lang === 'py'
          ? `${pad}for ${s.v} in range(${s.to}):`
          : `${pad}for (int ${s.v} = 0; ${s.v} < ${s.to}; ${s.v}++) {`,
      );
      body(s.body);
      if (lang !== 'py') out.push(`${pad}}`);
      return;
    case 'if':
      out.push(lang === 'py' ? `${pad}if ${s.cond.py}:` : `${pad}if (${s.cond[lang]}) {`);
      body(s.body);
      if (s.otherwise) {
        out.push(lang === 'py' ? `${pad}else:` : `${pad}} else {`);
        body(s.otherwise);
      }
      if (lang !== 'py') out.push(`${pad}}`);
      return;
    case 'sort':
      out.push(
        pad +
          {
            cpp: `sort(${s.name}.begin(), ${s.name}.end());`,
            java: `Arrays.sort(${s.name});`,
            py: `${s.name}.sort()`,
          }[lang],
      );
      return;
    case 'comment':
      out.push(`${pad}${lang === 'py' ? '#' : '//'} ${s.text}`);
      return;
    case 'print':
      out.push(
        pad +
          {
            cpp: `cout << ${s.value.cpp} << '\\n';`,
            java: `System.out.println(${s.value.java});`,
            py: `print(${s.value.py})`,
          }[lang],
      );
  }
}

export function render(program: Program, lang: Language): string[] {
  const out: string[] = [];
  const { helper } = program;
  if (program.fragment) {
    program.main.forEach((s) => renderStmt(s, lang, '', out));
  } else if (lang === 'cpp') {
    out.push(
      '#include <bits/stdc++.h>',
      'using namespace std;',
      '',
      'const long long MOD = 1e9 + 7;',
      '',
    );
    if (helper) {
      out.push(`long long ${helper.name}(long long ${helper.params.join(', long long ')}) {`);
      helper.body.forEach((s) => renderStmt(s, lang, '    ', out));
      out.push(`    return ${helper.result.cpp};`, '}', '');
    }
    out.push('int main() {', '    ios::sync_with_stdio(false);', '    cin.tie(nullptr);');
    program.main.forEach((s) => renderStmt(s, lang, '    ', out));
    out.push('}');
  } else if (lang === 'java') {
    out.push(
      'import java.io.*;',
      'import java.util.*;',
      '',
      'public class Main {',
      '    static final long MOD = 1_000_000_007L;',
      '',
    );
    if (helper) {
      out.push(`    static long ${helper.name}(long ${helper.params.join(', long ')}) {`);
      helper.body.forEach((s) => renderStmt(s, lang, '        ', out));
      out.push(`        return ${helper.result.java};`, '    }', '');
    }
    out.push(
      '    public static void main(String[] args) throws IOException {',
      '        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));',
      '        StringTokenizer st = new StringTokenizer(in.readLine());',
    );
    program.main.forEach((s) => renderStmt(s, lang, '        ', out));
    out.push('    }', '}');
  } else {
    out.push('import sys', '', 'MOD = 10**9 + 7', '');
    if (helper) {
      out.push('', `def ${helper.name}(${helper.params.join(', ')}):`);
      helper.body.forEach((s) => renderStmt(s, lang, '    ', out));
      out.push(`    return ${helper.result.py}`, '');
    }
    out.push('', 'def main():');
    program.main.forEach((s) => renderStmt(s, lang, '    ', out));
    out.push('', '', 'main()');
  }
  return out;
}
