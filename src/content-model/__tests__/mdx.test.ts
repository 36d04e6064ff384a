import { findTags } from '../mdx';

const TAGS = ['Problems', 'FocusProblem', 'Resource'];

describe('findTags', () => {
  it('reads attributes and lines, and skips frontmatter, fenced code and inline code', () => {
    const text = [
      '---', // 1
      'title: <Problems problems="in-frontmatter" />', // 2
      '---', // 3
      'Use `<Problems problems="inline" />` to show a list.', // 4
      '```mdx', // 5
      '<Problems problems="fenced" />', // 6
      '```', // 7
      '<Problems problems="general" />', // 8
      '<Resources>', // 9
      '  <Resource', // 10
      '    source="CPH"', // 11
      "    title='2.1, Time > Complexity'", // 12
      '    starred', // 13
      '    url={"https://example.com"}', // 14
      '  >Why.</Resource>', // 15
      '<FocusProblem problem={name} />', // 16
      '~~~', // 17
      '<FocusProblem problem="tilde" />', // 18
      '~~~', // 19
    ].join('\n');
    expect(findTags(text, TAGS)).toEqual([
      { tag: 'Problems', line: 8, attributes: { problems: 'general' } },
      {
        tag: 'Resource',
        line: 10,
        attributes: {
          source: 'CPH',
          title: '2.1, Time > Complexity',
          starred: true,
          url: 'https://example.com',
        },
      },
      { tag: 'FocusProblem', line: 16, attributes: { problem: { expression: 'name' } } },
    ]);
  });
});
