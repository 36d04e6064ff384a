import { readMdxText } from '../mdxText';

describe('readMdxText and images', () => {
  it("indexes an image's alt text as text of its section, never its file name", () => {
    const { sections } = readMdxText(
      '## Statuses\n\nPick one.\n\n![The status list open in a table](./images/status-picker.png)\n',
    );
    expect(sections[0].text).toBe('Pick one. The status list open in a table');
    expect(sections[0].text).not.toMatch(/status-picker|png|images/);
  });
});
