import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** Which ends of a horizontally scrolling element have more to show. */
function useOverflowEdges(element: { current: HTMLElement | null }, watch: unknown) {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => {
      // scrollLeft is negative in right-to-left layouts: compare magnitudes.
      const scrolled = Math.abs(node.scrollLeft);
      const hidden = node.scrollWidth - node.clientWidth;
      setEdges({ start: scrolled > 1, end: hidden - scrolled > 1 });
    };
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(node);
    return () => {
      node.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [element, watch]);
  return edges;
}

/** A fading edge with a chevron on the side that has more tabs (decorative). */
function ScrollHint({ side }: { side: 'start' | 'end' }) {
  return (
    <span
      aria-hidden="true"
      data-testid={`tabs-more-${side}`}
      className={`pointer-events-none absolute inset-y-0 z-10 flex w-10 items-center from-gray-50 text-gray-600 dark:from-night dark:text-gray-300 ${side === 'end' ? 'end-0 justify-end bg-gradient-to-l rtl:bg-gradient-to-r' : 'start-0 justify-start bg-gradient-to-r rtl:bg-gradient-to-l'}`}
    >
      <svg
        viewBox="0 0 20 20"
        className={`h-4 w-4 ${side === 'start' ? 'rotate-180 rtl:rotate-0' : 'rtl:rotate-180'}`}
        fill="currentColor"
      >
        <path d="m7.5 4.5 5.5 5.5-5.5 5.5-1.2-1.2 4.3-4.3-4.3-4.3z" />
      </svg>
    </span>
  );
}

/**
 * Tabs with the arrow-key behaviour of the WAI-ARIA tab pattern. When they do not fit
 * (a phone), they scroll sideways: the selected tab is kept in view and a fading edge shows
 * on the side that has more tabs.
 */
export function Tabs<T extends string>({
  id,
  tabs,
  value,
  onChange,
  label,
  labelOf,
}: {
  id: string;
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  label: string;
  labelOf: (tab: T) => string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const edges = useOverflowEdges(list, tabs.length);

  useEffect(() => {
    const selected = document.getElementById(`${id}-tab-${value}`);
    if (!list.current || !selected) return;
    const box = list.current.getBoundingClientRect();
    const tab = selected.getBoundingClientRect();
    if (tab.left < box.left || tab.right > box.right)
      list.current.scrollBy({ left: tab.left - box.left - box.width / 3, behavior: 'smooth' });
  }, [id, value]);

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = tabs.indexOf(value);
    const next =
      event.key === 'Home'
        ? tabs[0]!
        : event.key === 'End'
          ? tabs[tabs.length - 1]!
          : tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
    onChange(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="relative mb-4">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-gray-200 [scrollbar-width:none] dark:border-white/10 [&::-webkit-scrollbar]:hidden"
        onKeyDown={onKey}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            id={`${id}-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={value === tab}
            aria-controls={`${id}-panel`}
            tabIndex={value === tab ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`-mb-px min-h-11 shrink-0 border-b-2 px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary sm:px-4 ${value === tab ? 'border-primary text-gray-900 dark:text-white' : 'border-transparent text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white'}`}
          >
            {labelOf(tab)}
          </button>
        ))}
      </div>
      {edges.start ? <ScrollHint side="start" /> : null}
      {edges.end ? <ScrollHint side="end" /> : null}
    </div>
  );
}

export function TabPanel({ id, tab, children }: { id: string; tab: string; children: ReactNode }) {
  return (
    <div
      id={`${id}-panel`}
      role="tabpanel"
      aria-labelledby={`${id}-tab-${tab}`}
      tabIndex={0}
      className="focus-visible:outline-none"
    >
      {children}
    </div>
  );
}
