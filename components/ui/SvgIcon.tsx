import type { SVGProps } from 'react';

export interface SvgIconProps extends SVGProps<SVGSVGElement> {
  size?: number;
  /** Accessible name; omit for decorative icons (then aria-hidden). */
  title?: string;
}

/** Shared SVG frame (24×24 viewBox, currentColor). */
export function SvgIcon({ size = 24, title, children, ...rest }: SvgIconProps) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" focusable="false" {...a11y} {...rest}>
      {children}
    </svg>
  );
}
