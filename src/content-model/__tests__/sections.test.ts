import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECTIONS, writtenLabel } from '../sections';

const plan = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'syllabus.md'), 'utf8');

describe('sections', () => {
  it('plan as many modules as docs/syllabus.md lists, section by section', () => {
    for (const section of SECTIONS) {
      const start = plan.indexOf(`## ${section.name} (`);
      expect(start).toBeGreaterThan(-1);
      const end = plan.indexOf('\n## ', start + 1);
      const text = plan.slice(start, end === -1 ? undefined : end);
      const rows = text.match(/^\| `[a-z0-9-]+`/gm) ?? [];
      expect([section.id, rows.length]).toEqual([section.id, section.planned]);
      expect(text).toContain(`(${section.planned} modules)`);
    }
  });

  it('tell a student whether a section is written, partly written or not yet', () => {
    expect(writtenLabel(0, 28)).toBe('Being written');
    expect(writtenLabel(10, 28)).toBe('10 of 28 modules, more being written');
    expect(writtenLabel(20, 20)).toBe('20 modules');
  });
});
