/**
 * UI icons as separate components, so a client island ships only the paths it
 * uses. Stroke icons, 24×24, currentColor.
 */
import { SvgIcon, type SvgIconProps } from './SvgIcon';

export type IconProps = Omit<SvgIconProps, 'children'>;

function stroke(d: string) {
  return <path d={d} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" />;
}

export function IconCart(props: IconProps) {
  return <SvgIcon {...props}>{stroke('M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2M10 20.5h.01M17 20.5h.01')}</SvgIcon>;
}

export function IconUser(props: IconProps) {
  return <SvgIcon {...props}>{stroke('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8.5c.8-3.4 3.6-5.5 7-5.5s6.2 2.1 7 5.5')}</SvgIcon>;
}

export function IconSearch(props: IconProps) {
  return <SvgIcon {...props}>{stroke('m20 20-4.2-4.2M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z')}</SvgIcon>;
}

export function IconMenu(props: IconProps) {
  return <SvgIcon {...props}>{stroke('M4 6h16M4 12h16M4 18h16')}</SvgIcon>;
}

export function IconClose(props: IconProps) {
  return <SvgIcon {...props}>{stroke('M6 6l12 12M18 6 6 18')}</SvgIcon>;
}

export function IconChevronDown(props: IconProps) {
  return <SvgIcon {...props}>{stroke('m6 9 6 6 6-6')}</SvgIcon>;
}

export function IconChevronLeft(props: IconProps) {
  return <SvgIcon {...props}>{stroke('m15 6-6 6 6 6')}</SvgIcon>;
}

export function IconChevronRight(props: IconProps) {
  return <SvgIcon {...props}>{stroke('m9 6 6 6-6 6')}</SvgIcon>;
}

export function IconGlobe(props: IconProps) {
  return <SvgIcon {...props}>{stroke('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.3 2.5 3.5 5.5 3.5 9s-1.2 6.5-3.5 9c-2.3-2.5-3.5-5.5-3.5-9S9.7 5.5 12 3Z')}</SvgIcon>;
}

export function IconFilter(props: IconProps) {
  return <SvgIcon {...props}>{stroke('M4 5h16l-6.2 7.4V19l-3.6-1.8v-4.8L4 5Z')}</SvgIcon>;
}
