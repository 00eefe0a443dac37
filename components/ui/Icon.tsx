import type { SVGProps } from 'react';

export const ICON_NAMES = [
  'cart',
  'user',
  'search',
  'menu',
  'close',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'globe',
  'filter',
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'pinterest',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

const STROKE: Partial<Record<IconName, string>> = {
  cart: 'M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2M10 20.5h.01M17 20.5h.01',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8.5c.8-3.4 3.6-5.5 7-5.5s6.2 2.1 7 5.5',
  search: 'm20 20-4.2-4.2M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  'chevron-down': 'm6 9 6 6 6-6',
  'chevron-left': 'm15 6-6 6 6 6',
  'chevron-right': 'm9 6 6 6-6 6',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.3 2.5 3.5 5.5 3.5 9s-1.2 6.5-3.5 9c-2.3-2.5-3.5-5.5-3.5-9S9.7 5.5 12 3Z',
  filter: 'M4 5h16l-6.2 7.4V19l-3.6-1.8v-4.8L4 5Z',
};

const FILL: Partial<Record<IconName, string>> = {
  facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3Z',
  instagram:
    'M12 3.5c-2.3 0-2.6 0-3.5.1-2.6.1-4.3 1.6-4.4 4.4-.1.9-.1 1.2-.1 3.5s0 2.6.1 3.5c.1 2.7 1.7 4.3 4.4 4.4.9.1 1.2.1 3.5.1s2.6 0 3.5-.1c2.7-.1 4.3-1.7 4.4-4.4.1-.9.1-1.2.1-3.5s0-2.6-.1-3.5C19.8 5.3 18.2 3.7 15.5 3.6c-.9-.1-1.2-.1-3.5-.1Zm0 1.6c2.2 0 2.5 0 3.4.1 1.9.1 2.8 1 2.9 2.9.1.9.1 1.1.1 3.4s0 2.5-.1 3.4c-.1 1.9-1 2.8-2.9 2.9-.9.1-1.1.1-3.4.1s-2.5 0-3.4-.1c-1.9-.1-2.8-1-2.9-2.9-.1-.9-.1-1.1-.1-3.4s0-2.5.1-3.4c.1-1.9 1-2.8 2.9-2.9.9-.1 1.1-.1 3.4-.1Zm0 2.7a4.2 4.2 0 1 0 0 8.4 4.2 4.2 0 0 0 0-8.4Zm0 6.9a2.7 2.7 0 1 1 0-5.4 2.7 2.7 0 0 1 0 5.4Zm4.4-8.1a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  x: 'M17.2 3.5h2.9l-6.4 7.3 7.5 9.7h-5.9l-4.6-6-5.3 6H2.5l6.8-7.8-7.2-9.2h6l4.2 5.5 4.9-5.5Zm-1 15.3h1.6L7.4 5.1H5.7l10.5 13.7Z',
  linkedin:
    'M5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3.3 9h3.4v11.5H3.3V9Zm5.6 0h3.3v1.6h.1c.5-.9 1.6-1.9 3.3-1.9 3.5 0 4.2 2.3 4.2 5.3v6.5h-3.4v-5.8c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3v5.9H8.9V9Z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3-5.2 3Z',
  pinterest:
    'M12 2.5a9.5 9.5 0 0 0-3.5 18.3c-.1-.8-.2-1.9 0-2.8l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.8 0 1.2.6 1.2 1.4 0 .8-.5 2.1-.8 3.2-.2 1 .5 1.8 1.5 1.8 1.8 0 3.1-1.9 3.1-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3.1.1.1.2.1.3l-.3 1.2c0 .2-.2.2-.4.1-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A9.5 9.5 0 1 0 12 2.5Z',
};

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: number;
  /** Accessible name; omit for decorative icons (then aria-hidden). */
  title?: string;
}

/** Inline SVG icon (no network request, inherits currentColor). */
export function Icon({ name, size = 24, title, ...rest }: IconProps) {
  const stroke = STROKE[name];
  const fill = FILL[name];
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      focusable="false"
      {...a11y}
      {...rest}
    >
      {stroke ? (
        <path d={stroke} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" />
      ) : null}
      {fill ? <path d={fill} fill="currentColor" /> : null}
    </svg>
  );
}
