import type { Theme } from '@/lib/services/reseller/types';
import { safeColor } from './safeColor';

const PROPERTIES: Record<keyof Theme, string> = {
  primary: '--color-primary',
  primaryContrast: '--color-primary-contrast',
  accent: '--color-accent',
  surface: '--color-surface',
  text: '--color-text',
};

export interface ThemeStyleProps {
  theme: Partial<Theme> | null | undefined;
}

/**
 * Tenant brand colours as CSS custom properties on :root. Each value is
 * validated; an unsafe value is dropped (the default from globals.css stays).
 */
export function ThemeStyle({ theme }: ThemeStyleProps) {
  if (!theme) return null;
  const declarations = (Object.keys(PROPERTIES) as (keyof Theme)[])
    .map((key) => {
      const colour = safeColor(theme[key]);
      return colour ? `${PROPERTIES[key]}:${colour}` : null;
    })
    .filter((d): d is string => d !== null);
  if (declarations.length === 0) return null;
  return <style data-theme="">{`:root{${declarations.join(';')}}`}</style>;
}
