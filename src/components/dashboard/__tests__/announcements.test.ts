import {
  ANNOUNCEMENTS,
  formatAnnouncementDate,
  unreadAnnouncements,
  type Announcement,
} from '../announcements';

const list: Announcement[] = ['c', 'b', 'a'].map((id) => ({
  id,
  date: '2026-01-01',
  title: id,
  body: [id],
}));

describe('unreadAnnouncements', () => {
  it.each<[string | false, string[]]>([
    [false, ['c', 'b', 'a']],
    ['a', ['c', 'b']],
    ['c', []],
    ['removed-id', ['c', 'b', 'a']],
  ])('last read %p → unread %p', (lastRead, expected) => {
    expect(unreadAnnouncements(list, lastRead).map((a) => a.id)).toEqual(expected);
  });

  it('published ids are unique and dates are ISO days, newest first', () => {
    const ids = ANNOUNCEMENTS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    const dates = ANNOUNCEMENTS.map((a) => a.date);
    dates.forEach((d) => expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/));
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('formatAnnouncementDate', () => {
  it.each(['2026-01-01', '2026-02-28', '2024-02-29', '2026-07-04', '2026-11-22', '2031-12-31'])(
    '%s reads as the en-US long date',
    (iso) => {
      const intl = new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      expect(formatAnnouncementDate(iso)).toBe(intl);
    },
  );

  it('shows a malformed date as written rather than a wrong one', () => {
    expect(formatAnnouncementDate('2026-13-01')).toBe('2026-13-01');
    expect(formatAnnouncementDate('soon')).toBe('soon');
  });
});
