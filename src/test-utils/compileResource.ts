/**
 * A `<Resource …/>` taken through what the MDX compiler does with it, without the compiler
 * (which is ESM-only and too heavy for Jest): the element as the MDX parser hands it to remark
 * plugins, the site's remarkResourceLinks plugin, then the props the compiled page passes to the
 * component (each attribute a prop, a bare attribute `true`).
 */
import { remarkResourceLinks, type ResourceLinksOptions } from '../mdx/remarkResourceLinks';

/** A string, null for a bare attribute, or `{ expression: 'a + b' }` for `name={a + b}`. */
type Attributes = Record<string, string | null | { expression: string }>;

export function compileResource(
  attributes: Attributes,
  options?: ResourceLinksOptions,
  file = { path: '/site/content/general/intro.mdx', cwd: '/site' },
): Record<string, string | true | { expression: string }> {
  const element = {
    type: 'mdxJsxFlowElement' as const,
    name: 'Resource',
    attributes: Object.entries(attributes).map(([name, value]) => ({
      type: 'mdxJsxAttribute' as const,
      name,
      value:
        value !== null && typeof value === 'object'
          ? { type: 'mdxJsxAttributeValueExpression' as const, value: value.expression }
          : value,
    })),
    children: [],
    position: { start: { line: 7, column: 1 }, end: { line: 7, column: 60 } },
  };
  remarkResourceLinks(options)({ type: 'root', children: [element] }, file);
  return Object.fromEntries(
    element.attributes.map(({ name, value }) => [
      name,
      value === null ? true : typeof value === 'object' ? { expression: value.value } : value,
    ]),
  );
}
