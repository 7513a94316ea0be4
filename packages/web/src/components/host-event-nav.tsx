import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from './link';

/**
 * The sub-navigation of a hosted event, shown on every host page of that event:
 * `<HostEventNav eventId={eventId} current="program" />`. Links, not tabs: each section is its
 * own page. On a phone the row scrolls sideways and keeps the current section in view.
 */
export const HOST_EVENT_SECTIONS = [
  'overview',
  'program',
  'questions',
  'attendees',
  'checkin',
  'report',
  'announcements',
  'emails',
] as const;

export type HostEventSection = (typeof HOST_EVENT_SECTIONS)[number];

/** The app path of a section of a hosted event ('/host/events/:id/program'). */
export function hostEventPath(eventId: string, section: HostEventSection): string {
  const base = `/host/events/${encodeURIComponent(eventId)}`;
  return section === 'overview' ? base : `${base}/${section}`;
}

export function HostEventNav({ eventId, current }: { eventId: string; current: HostEventSection }) {
  const intl = useIntl();
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const box = list.current;
    const active = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !active) return;
    const outer = box.getBoundingClientRect();
    const inner = active.getBoundingClientRect();
    if (inner.left < outer.left || inner.right > outer.right)
      box.scrollBy({ left: inner.left - outer.left - outer.width / 3 });
  }, [current]);

  return (
    <nav aria-label={intl.formatMessage({ id: 'ui.hostNav.label' })} className="mb-4">
      <ul
        ref={list}
        className="flex gap-1 overflow-x-auto border-b border-gray-200 [scrollbar-width:none] dark:border-white/10 [&::-webkit-scrollbar]:hidden"
      >
        {HOST_EVENT_SECTIONS.map((section) => {
          const selected = section === current;
          return (
            <li key={section} className="shrink-0">
              <Link
                to={hostEventPath(eventId, section)}
                aria-current={selected ? 'page' : undefined}
                className={`-mb-px flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary sm:px-4 ${selected ? 'border-primary text-gray-900 dark:text-white' : 'border-transparent text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white'}`}
              >
                {intl.formatMessage({ id: `ui.hostNav.${section}` })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
