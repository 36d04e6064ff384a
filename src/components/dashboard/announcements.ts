/**
 * Site announcements shown on the dashboard, newest first. An id never changes once published:
 * the student's `lastReadAnnouncement` stores the newest id they have read.
 */
export interface Announcement {
  id: string;
  /** ISO date, shown to the student. */
  date: string;
  title: string;
  /** Paragraphs of plain text. */
  body: string[];
}

export const ANNOUNCEMENTS: readonly Announcement[] = [
  {
    id: '2026-11-launch',
    date: '2026-11-22',
    title: 'CP Guide is open',
    body: [
      'The guide is live with its first two sections, General and Bronze: each module with its own explanations, code in C++, Java and Python, and practice problems ordered from easiest to hardest. Silver, Gold, Platinum and Advanced follow, in that order; each section page shows what is ready.',
      'Mark each problem as Solving, Solved, Skipped or Ignored and your progress appears here and on the problems page, where you can filter every problem in the guide and pick a random one you have not solved. Your progress is saved in this browser; export it from Settings to keep a copy.',
      'Found a mistake or have an idea? Use Contact Us at the bottom of any page.',
    ],
  },
];

/**
 * The announcements newer than the last one read. With nothing read, all of them; with an id
 * that is no longer listed (removed), all of them too, so nothing new is missed.
 */
export function unreadAnnouncements(
  list: readonly Announcement[],
  lastRead: string | false,
): Announcement[] {
  const index = lastRead === false ? -1 : list.findIndex((a) => a.id === lastRead);
  return index === -1 ? [...list] : list.slice(0, index);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * `2026-11-22` → `November 22, 2026`, as `toLocaleDateString('en-US', { dateStyle: 'long' })`
 * writes it, without Intl: a page's first Intl date format sets up ICU's date formatter, which
 * was 89 ms of the dashboard's start-up at 4× CPU throttling (docs/performance.md, "/problems and
 * the dashboard").
 */
export function formatAnnouncementDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
