/**
 * Icons of the product list buttons (wishlist, compare, quick view): stroke
 * icons, 24×24, currentColor, decorative (the buttons carry the names).
 */
import { SvgIcon, type SvgIconProps } from '@/components/ui/SvgIcon';

type IconProps = Omit<SvgIconProps, 'children'>;

const strokeProps = { stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The heart fills (data-fill) when its button is pressed. */
export function IconHeart(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path
        data-fill=""
        fill="none"
        {...strokeProps}
        d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.4a4.4 4.4 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z"
      />
    </SvgIcon>
  );
}

export function IconCompare(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path fill="none" {...strokeProps} d="M7 4 3.5 7.5 7 11M3.5 7.5H16M17 13l3.5 3.5L17 20M20.5 16.5H8" />
    </SvgIcon>
  );
}

export function IconEye(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path fill="none" {...strokeProps} d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="3" fill="none" {...strokeProps} />
    </SvgIcon>
  );
}
