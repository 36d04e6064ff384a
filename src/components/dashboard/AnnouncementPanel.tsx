import React from 'react';
import { useSetting, useUserDataReady } from '../../user-data';
import {
  ANNOUNCEMENTS,
  formatAnnouncementDate,
  unreadAnnouncements,
  type Announcement,
} from './announcements';

/**
 * The newest announcement, with a dot while it is unread; "Mark as read" stores its id in
 * `lastReadAnnouncement`. Before storage is read nothing counts as unread, so a returning
 * reader never sees the dot flash.
 */
export function AnnouncementPanel({
  announcements = ANNOUNCEMENTS,
}: {
  announcements?: readonly Announcement[];
}): React.JSX.Element | null {
  const [lastRead, setLastRead] = useSetting('lastReadAnnouncement');
  const ready = useUserDataReady();
  const newest = announcements[0];
  if (!newest) return null;
  const unread = ready && unreadAnnouncements(announcements, lastRead).length > 0;
  return (
    <section
      aria-labelledby="announcement-title"
      data-testid="announcement"
      data-unread={unread ? 'true' : 'false'}
      className="rounded-lg border border-blue-200 bg-blue-50 p-4 dark:border-blue-900 dark:bg-blue-950/40"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2
          id="announcement-title"
          className="flex items-center gap-2 text-lg font-semibold text-gray-900 dark:text-white"
        >
          {/* The dot keeps its place when read, so nothing moves when storage arrives. */}
          <span
            aria-hidden="true"
            className={`h-2.5 w-2.5 rounded-full ${unread ? 'bg-red-600 dark:bg-red-400' : 'bg-transparent'}`}
          />
          {unread && <span className="sr-only">New:</span>}
          {newest.title}
        </h2>
        <time dateTime={newest.date} className="text-sm text-gray-600 dark:text-gray-400">
          {formatAnnouncementDate(newest.date)}
        </time>
      </div>
      <div className="mt-2 space-y-2 text-sm text-gray-800 dark:text-gray-200">
        {newest.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <button
        type="button"
        disabled={!unread}
        onClick={() => setLastRead(newest.id)}
        className="mt-3 rounded-md px-2 py-1 text-sm font-medium text-blue-800 ring-1 ring-inset ring-blue-300 hover:bg-blue-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:cursor-default disabled:opacity-60 disabled:ring-transparent dark:text-blue-200 dark:ring-blue-700 dark:hover:bg-blue-900"
      >
        {unread ? 'Mark as read' : 'Read'}
      </button>
    </section>
  );
}
