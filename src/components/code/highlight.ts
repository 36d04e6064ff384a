/**
 * Syntax highlighting, loaded on demand after the page is interactive (see CodeBlock). The
 * bundled Prism of prism-react-renderer knows C++, Python, Go, Rust, JSON, YAML, Markdown and
 * more, but not Java: a compact Java grammar is added here on top of its C-like base.
 */
import { Prism, type Token } from 'prism-react-renderer';

function addJava(): void {
  if (Prism.languages.java) return;
  Prism.languages.java = Prism.languages.extend('clike', {
    keyword:
      /\b(?:abstract|assert|boolean|break|byte|case|catch|char|class|const|continue|default|do|double|else|enum|extends|final|finally|float|for|goto|if|implements|import|instanceof|int|interface|long|native|new|package|private|protected|public|return|short|static|strictfp|super|switch|synchronized|this|throw|throws|transient|try|var|void|volatile|while|record|yield)\b/,
    'class-name': /\b[A-Z]\w*\b/,
    number: /\b0x[\da-f_]+l?\b|(?:\b\d[\d_]*(?:\.[\d_]*)?|\B\.\d[\d_]*)(?:e[+-]?\d+)?[dfl]?/i,
    operator: /[<>]=?|[!=]=?|&&|\|\||[-+*/%&|^~?:]=?|<<=?|>>>?=?/,
  });
  Prism.languages.insertBefore('java', 'keyword', {
    annotation: { pattern: /@\w+/, alias: 'punctuation' },
  });
}

/** Names authors use on fences, mapped to the grammar that highlights them. */
const ALIASES: Record<string, string> = { 'c++': 'cpp', c: 'cpp', py: 'python', sh: 'bash' };

/** Tokens line by line, or null when the language has no grammar (the block stays plain). */
export function highlightLines(code: string, language: string): Token[][] | null {
  addJava();
  const name = ALIASES[language] ?? language;
  const grammar = Prism.languages[name];
  if (!grammar) return null;
  const lines: Token[][] = [[]];
  const push = (token: Token) => lines[lines.length - 1].push(token);
  const walk = (stream: Array<string | Prism.Token>, types: string[]) => {
    for (const part of stream) {
      if (typeof part === 'string') {
        const pieces = part.split('\n');
        pieces.forEach((piece, i) => {
          if (i > 0) lines.push([]);
          if (piece) push({ types: types.length ? types : ['plain'], content: piece });
        });
      } else {
        const inner =
          typeof part.content === 'string'
            ? [part.content]
            : Array.isArray(part.content)
              ? part.content
              : [part.content];
        const alias = part.alias ? (Array.isArray(part.alias) ? part.alias : [part.alias]) : [];
        walk(inner as Array<string | Prism.Token>, [...types, part.type, ...alias]);
      }
    }
  };
  walk(Prism.tokenize(code, grammar), []);
  return lines;
}
