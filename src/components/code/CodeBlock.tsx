/**
 * A fenced code block: plain text in the static HTML, highlighted once the highlighter has loaded
 * (loaded when the page is idle and the block is near the viewport), with a copy button, and collapsed to its first
 * COLLAPSED_LINES lines behind an expand toggle when longer.
 */
import React, { useEffect, useId, useRef, useState } from 'react';
import { whenIdle } from '../deferred/whenIdle';
import { onceNear } from '../deferred/onceNear';
import type { Token } from 'prism-react-renderer';
import { toTokenClass } from './tokenStyles';

export const COLLAPSED_LINES = 10;

/** The text and language of `<pre><code className="language-x">…</code></pre>` from MDX. */
export function readFence(children: React.ReactNode): { code: string; language: string } | null {
  const child = React.Children.toArray(children)[0];
  // MDX hands fenced code to `pre` as a plain `code` element: found by its tag, not a name.
  if (!React.isValidElement<{ className?: string; children?: React.ReactNode }>(child)) return null;
  if (child.type !== 'code') return null;
  const text = React.Children.toArray(child.props.children).join('');
  const language = /language-([\w+#-]+)/.exec(child.props.className ?? '')?.[1] ?? '';
  return { code: text.replace(/\n$/, ''), language };
}

function CopyButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      onClick={() => {
        navigator.clipboard
          ?.writeText(code)
          .then(() => setCopied(true))
          .catch(() => undefined);
      }}
      className="rounded px-2 py-0.5 text-xs text-gray-700 hover:bg-gray-200 dark:text-gray-300 dark:hover:bg-gray-700"
    >
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
    </button>
  );
}

export function CodeBlock(props: React.ComponentProps<'pre'>): React.JSX.Element {
  const fence = readFence(props.children);
  const [tokens, setTokens] = useState<Token[][] | null>(null);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const code = fence?.code ?? '';
  const language = fence?.language ?? '';
  const preRef = useRef<HTMLPreElement>(null);
  useEffect(() => {
    const pre = preRef.current;
    if (!pre) return;
    let live = true;
    // Prism's grammars take a long task to evaluate on a slow phone: load them only once the
    // page has settled and a code block is about to scroll into view.
    const highlight = () =>
      whenIdle()
        .then(() => import('./highlight'))
        .then(({ highlightLines }) => {
          if (live) setTokens(highlightLines(code, language));
        })
        .catch(() => undefined);
    const stop = onceNear(pre, '200px 0px', () => void highlight());
    return () => {
      live = false;
      stop();
    };
  }, [code, language]);
  if (!fence) return <pre tabIndex={0} {...props} />;

  const lines = code.split('\n');
  const collapsible = lines.length > COLLAPSED_LINES;
  const collapsed = collapsible && !expanded;
  return (
    <div className="my-4 overflow-hidden rounded-md border border-gray-200 bg-gray-50 dark:border-gray-700 dark:bg-gray-900">
      <div className="flex items-center justify-between border-b border-gray-200 px-3 py-1 dark:border-gray-700">
        <span className="text-xs font-medium uppercase text-gray-600 dark:text-gray-400">
          {language}
        </span>
        <CopyButton code={code} />
      </div>
      <pre
        ref={preRef}
        id={id}
        tabIndex={0}
        data-collapsed={collapsed || undefined}
        className={`!my-0 overflow-x-auto !rounded-none !bg-transparent p-3 text-sm leading-6 ${collapsed ? 'max-h-[15.75rem] overflow-y-hidden' : ''}`}
      >
        <code className={language ? `language-${language}` : undefined}>
          {tokens
            ? tokens.map((line, i) => (
                <React.Fragment key={i}>
                  {line.map((token, j) => (
                    <span key={j} className={toTokenClass(token.types)}>
                      {token.content}
                    </span>
                  ))}
                  {i < tokens.length - 1 && '\n'}
                </React.Fragment>
              ))
            : code}
        </code>
      </pre>
      {collapsible && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
          className="w-full border-t border-gray-200 py-1 text-sm font-medium text-blue-800 hover:bg-gray-100 dark:border-gray-700 dark:text-blue-300 dark:hover:bg-gray-800"
        >
          {expanded ? 'Collapse code' : `Expand code (${lines.length} lines)`}
        </button>
      )}
    </div>
  );
}
