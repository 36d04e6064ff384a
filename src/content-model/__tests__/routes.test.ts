import { modulePath, sectionPath, solutionPath } from '../routes';
import { isSectionId, SECTION_IDS, SECTION_NAMES, SECTIONS } from '../sections';

describe('routes', () => {
  it('builds the URL of every kind of content page', () => {
    expect(sectionPath('bronze')).toBe('/bronze');
    expect(modulePath('bronze', 'prefix-sums')).toBe('/bronze/prefix-sums');
    expect(solutionPath('cses-1660')).toBe('/solutions/cses-1660');
  });
});

describe('sections', () => {
  it('lists the six sections in syllabus order, each with a name and a summary', () => {
    expect(SECTION_IDS).toEqual(['general', 'bronze', 'silver', 'gold', 'platinum', 'advanced']);
    expect(SECTION_NAMES.platinum).toBe('Platinum');
    for (const section of SECTIONS) expect(section.summary.length).toBeGreaterThan(40);
  });

  it('knows a section id from any other folder name', () => {
    expect(isSectionId('gold')).toBe(true);
    expect(isSectionId('Gold')).toBe(false);
    expect(isSectionId('solutions')).toBe(false);
  });
});
