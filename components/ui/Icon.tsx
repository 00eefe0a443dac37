import type { ComponentType } from 'react';
import * as ui from './icons';
import * as social from './socialIcons';
import type { SvgIconProps } from './SvgIcon';

/**
 * Name-based access to the whole icon set, for server components. Client
 * islands take their icons as server-rendered props (no icon code in the
 * browser); a client component that must draw one imports it from ./icons.
 */
const ICONS = {
  cart: ui.IconCart,
  user: ui.IconUser,
  search: ui.IconSearch,
  menu: ui.IconMenu,
  close: ui.IconClose,
  'chevron-down': ui.IconChevronDown,
  'chevron-left': ui.IconChevronLeft,
  'chevron-right': ui.IconChevronRight,
  globe: ui.IconGlobe,
  filter: ui.IconFilter,
  facebook: social.IconFacebook,
  instagram: social.IconInstagram,
  x: social.IconX,
  linkedin: social.IconLinkedin,
  youtube: social.IconYoutube,
  pinterest: social.IconPinterest,
} satisfies Record<string, ComponentType<Omit<SvgIconProps, 'children'>>>;

export type IconName = keyof typeof ICONS;

export interface IconProps extends Omit<SvgIconProps, 'children' | 'name'> {
  name: IconName;
}

/** Inline SVG icon by name (no network request, inherits currentColor). */
export function Icon({ name, ...rest }: IconProps) {
  const Component = ICONS[name];
  return <Component {...rest} />;
}
