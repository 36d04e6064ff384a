import { ANNOUNCEMENTS, unreadAnnouncements, type Announcement } from '../announcements';

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
