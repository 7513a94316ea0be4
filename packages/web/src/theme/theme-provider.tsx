import type { ClientTheme } from '@convene/contract';
import { useEffect, type ReactNode } from 'react';
import { brandVariables, type BrandColors } from './brand-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Applies CLIENT_THEME: light, dark, or auto following the system preference
 * live; and keeps the brand colour variables on the document.
 */
export function ThemeProvider({
  theme,
  colors,
  children,
}: {
  theme: ClientTheme;
  colors: BrandColors | null;
  children: ReactNode;
}) {
  useEffect(() => {
    const root = document.documentElement;
    if (theme !== 'auto') {
      root.classList.toggle('dark', theme === 'dark');
      return;
    }
    const media = window.matchMedia(DARK_QUERY);
    const apply = () => root.classList.toggle('dark', media.matches);
    apply();
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);

  useEffect(() => {
    if (!colors) return;
    for (const [name, value] of Object.entries(brandVariables(colors)))
      document.documentElement.style.setProperty(name, value);
  }, [colors]);

  return children;
}
