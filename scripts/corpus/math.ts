/**
 * TeX as competitive programming guides write it: bounds, complexities, indexed variables,
 * sums and fractions inline, and a few displayed recurrences. KaTeX and remark-math see the same
 * mix of short and long formulas as on the real site. No bare `<` or `|` (MDX and GFM tables
 * would read them); authors write `\lt` and `\mid` in those places too.
 */
import type { Random } from './random';

const VARS = ['N', 'M', 'K', 'Q', 'n', 'm', 'k', 'x', 'y', 'S', 'T'];
const IDX = ['i', 'j', 'l', 'r', 'u', 'v', 'k'];
const ARR = ['a', 'b', 'c', 'P', 'dp', 'd', 'w', 'h'];
const REL = ['\\le', '\\ge', '\\lt', '\\ne', '='];
const COMPLEXITIES = [
  '\\mathcal{O}(N)',
  '\\mathcal{O}(N \\log N)',
  '\\mathcal{O}(N^2)',
  '\\mathcal{O}(N + Q)',
  '\\mathcal{O}(Q \\log N)',
  '\\mathcal{O}(N \\sqrt{N})',
  '\\mathcal{O}(2^N \\cdot N)',
  '\\mathcal{O}((N + M) \\log N)',
  'O(NM)',
  'O(1)',
];

export class MathWriter {
  constructor(private readonly random: Random) {}

  private v(): string {
    return this.random.pick(VARS);
  }

  private indexed(): string {
    const i = this.random.pick(IDX);
    const sub = this.random.pick([i, `${i}+1`, `${i}-1`, `{${i},${this.random.pick(IDX)}}`]);
    return `${this.random.pick(ARR)}_${sub.length > 1 && !sub.startsWith('{') ? `{${sub}}` : sub}`;
  }

  private power(): string {
    return `${this.random.int(1, 5)} \\cdot 10^{${this.random.int(3, 18)}}`;
  }

  /** The body of one inline formula, without the dollars. */
  inlineBody(): string {
    const r = this.random;
    switch (r.int(0, 13)) {
      case 0:
      case 1:
        return r.chance(0.5) ? this.v() : this.indexed();
      case 2:
        return r.pick(COMPLEXITIES);
      case 3:
        return `1 \\le ${this.v()} \\le ${this.power()}`;
      case 4:
        return `\\sum_{${r.pick(IDX)}=1}^{${this.v()}} ${this.indexed()}`;
      case 5:
        return `\\frac{${this.v()}(${this.v()}+1)}{2}`;
      case 6:
        return `${this.indexed()} ${r.pick(REL)} ${this.indexed()}`;
      case 7:
        return `${this.v()} = ${this.power()}`;
      case 8:
        return `\\lfloor ${this.v()} / ${r.int(2, 9)} \\rfloor`;
      case 9:
        return `${this.v()} \\equiv ${this.v()} \\pmod{${r.pick(['m', '10^9+7', 'K'])}}`;
      case 10:
        return `\\binom{${this.v()}}{${r.int(2, 4)}}`;
      case 11:
        return `${r.pick(['\\max', '\\min'])}(${this.indexed()}, ${this.indexed()})`;
      case 12:
        return `x \\oplus y`;
      default:
        return `${this.indexed()} - ${this.indexed()}`;
    }
  }

  inline(): string {
    return `$${this.inlineBody()}$`;
  }

  /** A displayed formula block: a recurrence, a sum identity or an aligned derivation. */
  display(): string {
    const r = this.random;
    const dp = `dp[${r.pick(IDX)}]`;
    const bodies = [
      `${dp} = \\min_{j \\lt i} \\left( dp[j] + ${r.pick(['c(j, i)', 'w_j', '(P_i - P_j)^2'])} \\right)`,
      `\\sum_{i=1}^{N} \\sum_{j=i}^{N} (${this.indexed()} - ${this.indexed()}) = ${this.inlineBody()}`,
      `${this.indexed()} = \\begin{cases} ${this.indexed()} & \\text{if } ${this.v()} \\le ${this.v()} \\\\ ${this.indexed()} + 1 & \\text{otherwise} \\end{cases}`,
      `\\begin{aligned}\n${this.v()} &= ${this.inlineBody()} \\\\\n&= ${this.inlineBody()}\n\\end{aligned}`,
      `P_{i,j} = a_{i,j} + P_{i-1,j} + P_{i,j-1} - P_{i-1,j-1}`,
      `\\frac{${this.v()}!}{${this.v()}! \\, (${this.v()} - ${this.v()})!} \\equiv ${this.v()} \\pmod{10^9+7}`,
    ];
    return `$$\n${r.pick(bodies)}\n$$`;
  }
}
