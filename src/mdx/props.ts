/**
 * Attributes and props in an article (article.ts): an HTML element's attributes as React's
 * props, and a widget's JSX attributes as literal values (hastToArticle.ts uses both).
 */
import type { Element } from 'hast';
import type { Expression } from 'estree-jsx';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import type { ArticleProp } from './article';
import type { JsxElement } from './jsxNodes';

const kebab = (name: string, prefix: string) =>
  `${prefix}-${name
    .slice(prefix.length)
    .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    .replace(/^-/, '')}`;

/** A hast property name as React's: `ariaHidden` → `aria-hidden`, `dataLine` → `data-line`. */
function toReactName(name: string): string {
  if (/^aria[A-Z]/.test(name)) return kebab(name, 'aria');
  if (/^data[A-Z]/.test(name)) return kebab(name, 'data');
  return name;
}

/** An element's attributes as React props (strings, as the DOM keeps them). */
export function toAttributes(node: Element): Record<string, string> | undefined {
  let attributes: Record<string, string> | undefined;
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    const text = Array.isArray(value) ? value.join(' ') : value === true ? '' : String(value);
    // React takes `style` as an object; a static block keeps it in its HTML, and an element
    // around a widget has none that authors can write.
    if (key === 'style') continue;
    (attributes ??= {})[toReactName(key)] = text;
  }
  return attributes;
}

/** The value of a literal written in a JSX attribute (`{3}`, `{["a", "b"]}`), or an error. */
function evaluateLiteral(expression: Expression): ArticleProp {
  switch (expression.type) {
    case 'Literal':
      if (expression.value instanceof RegExp || typeof expression.value === 'bigint') break;
      return expression.value ?? null;
    case 'TemplateLiteral':
      if (expression.expressions.length === 0) return expression.quasis[0].value.cooked ?? '';
      break;
    case 'UnaryExpression':
      if (expression.operator === '-' && expression.argument.type === 'Literal') {
        const value = expression.argument.value;
        if (typeof value === 'number') return -value;
      }
      break;
    case 'ArrayExpression':
      return expression.elements.map((element) => {
        if (!element || element.type === 'SpreadElement') throw new Error('a spread or a hole');
        return evaluateLiteral(element);
      });
    case 'ObjectExpression': {
      const result: Record<string, ArticleProp> = {};
      for (const property of expression.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') {
          throw new Error('a computed or spread property');
        }
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : String((property.key as { value?: unknown }).value);
        result[key] = evaluateLiteral(property.value as Expression);
      }
      return result;
    }
    default:
      break;
  }
  throw new Error(`\`${expression.type}\``);
}

/**
 * A widget's JSX attributes as props: text, `true` for a bare name, or a literal (`{3}`,
 * `{["a", "b"]}`, objects of those). Anything else (an expression, a spread) is reported, since
 * nothing is evaluated at build time or in the browser.
 */
export function toWidgetProps(
  element: JsxElement,
  report: (message: string) => void,
): Record<string, ArticleProp> | undefined {
  let props: Record<string, ArticleProp> | undefined;
  for (const attribute of element.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      report(
        `<${element.name}> has a spread attribute \`{${attribute.value}}\`: write each attribute out, e.g. title="…".`,
      );
      continue;
    }
    const { name, value } = attribute;
    if (value === null || value === undefined) {
      (props ??= {})[name] = true;
    } else if (typeof value === 'string') {
      (props ??= {})[name] = value;
    } else {
      const statement = value.data?.estree?.body[0];
      try {
        if (!statement || statement.type !== 'ExpressionStatement')
          throw new Error('no expression');
        (props ??= {})[name] = evaluateLiteral(statement.expression);
      } catch {
        report(
          `<${element.name} ${name}={${value.value}}>: attribute values are written as text (${name}="…") or as a literal (${name}={3}, ${name}={["a", "b"]}); expressions are not evaluated.`,
        );
      }
    }
  }
  return props;
}
