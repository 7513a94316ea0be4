import type { ReactNode } from 'react';

/** The centred, branded frame shared by the system pages. */
export function SystemFrame({
  icon,
  title,
  children,
  logo,
  landmark = true,
}: {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  logo?: { light: string; dark?: string | undefined; name: string } | null;
  /** False inside the app layout, which has its own <main>. */
  landmark?: boolean;
}) {
  const Element = landmark ? 'main' : 'div';
  return (
    <Element
      id={landmark ? 'main' : undefined}
      className="flex min-h-[70vh] flex-col items-center justify-center px-5 py-16 text-center"
    >
      {logo ? (
        <>
          <img
            src={logo.light}
            alt={logo.name}
            className={`mb-10 h-10 w-auto ${logo.dark ? 'dark:hidden' : ''}`}
          />
          {logo.dark ? (
            <img src={logo.dark} alt={logo.name} className="mb-10 hidden h-10 w-auto dark:block" />
          ) : null}
        </>
      ) : null}
      <div
        aria-hidden="true"
        className="mb-6 flex h-20 w-20 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-white/10 dark:text-white"
      >
        {icon}
      </div>
      <h1 className="max-w-xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h1>
      <div className="mt-4 flex max-w-xl flex-col items-center gap-3 text-base text-gray-700 text-pretty sm:text-lg dark:text-gray-300">
        {children}
      </div>
    </Element>
  );
}

export const icons = {
  lock: (
    <svg
      viewBox="0 0 24 24"
      className="h-10 w-10"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" strokeLinecap="round" />
    </svg>
  ),
  compass: (
    <svg
      viewBox="0 0 24 24"
      className="h-10 w-10"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" strokeLinejoin="round" />
    </svg>
  ),
  wrench: (
    <svg
      viewBox="0 0 24 24"
      className="h-10 w-10"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path
        d="M14.7 6.3a4 4 0 0 0-5.4 5.2L4 16.8 7.2 20l5.3-5.3a4 4 0 0 0 5.2-5.4l-2.5 2.5-2.3-.7-.7-2.3z"
        strokeLinejoin="round"
      />
    </svg>
  ),
  globe: (
    <svg
      viewBox="0 0 24 24"
      className="h-10 w-10"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  ),
  cloud: (
    <svg
      viewBox="0 0 24 24"
      className="h-10 w-10"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path
        d="M7 18h10a4 4 0 0 0 .6-8A6 6 0 0 0 6 9.5 4.3 4.3 0 0 0 7 18z"
        strokeLinejoin="round"
      />
      <path d="M12 11v3M12 16.5v.5" strokeLinecap="round" />
    </svg>
  ),
};
