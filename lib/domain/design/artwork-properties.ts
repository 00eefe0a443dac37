import { DESIGN_PROPERTY_NAMES, type DesignPropertyName } from '../order/line';
import { isArtworkUrl } from '../../services/designer/artwork-urls';
import { isDesignStateId } from '../../services/designer/state-id';

/**
 * The design properties of a line (lib/domain/order/line.ts DESIGN_PROPERTY_NAMES),
 * as the server accepts them on an order: part of the shared line check
 * (lib/domain/checkout/line-check.ts), so checkout, reorder and any later hand-off
 * (punchout) apply the same rule.
 *
 * The rule ('' counts as absent):
 *   - no design property at all: not a designed line, nothing to check;
 *   - otherwise the line is a designed line and must carry all of
 *     print_ready_image, customer_canvas_state and thumbnail (the editor
 *     sets them together on approval; a print file without its state cannot
 *     be edited again, one without a proof cannot be shown): else
 *     `design-incomplete`. low_dpi is optional (absent reads as 'false');
 *   - print_ready_image and thumbnail: absolute http(s) URLs on the design
 *     service or an image host (lib/services/designer/artwork-urls.ts isArtworkUrl);
 *   - customer_canvas_state: a state id, 1–64 letters, digits, '_' or '-';
 *   - low_dpi: exactly 'true' or 'false'.
 * Messages name the property, never echo its value (it may be long or hostile).
 */

export type DesignCheckReason = 'design-incomplete' | 'design-url' | 'design-state' | 'design-low-dpi';

export type DesignProperties = Partial<Record<DesignPropertyName, string>>;

export type DesignCheck = { ok: true; design: DesignProperties } | { ok: false; reason: DesignCheckReason; message: string };

const REQUIRED = ['print_ready_image', 'customer_canvas_state', 'thumbnail'] as const satisfies readonly DesignPropertyName[];
const URL_PROPERTIES = ['print_ready_image', 'thumbnail'] as const satisfies readonly DesignPropertyName[];

/** `sent`: the line's properties with empty values left out. `origins`: artworkOrigins(config). */
export function checkDesignProperties(sent: Readonly<Record<string, string | undefined>>, origins: readonly string[]): DesignCheck {
  const design: DesignProperties = {};
  for (const name of DESIGN_PROPERTY_NAMES) {
    const value = sent[name];
    if (value !== undefined && value !== '') design[name] = value;
  }
  if (!Object.keys(design).length) return { ok: true, design };

  const fail = (reason: DesignCheckReason, message: string): DesignCheck => ({ ok: false, reason, message });
  if (REQUIRED.some((name) => design[name] === undefined)) {
    return fail('design-incomplete', 'a designed item needs its print file, design state and thumbnail.');
  }
  for (const name of URL_PROPERTIES) {
    if (!isArtworkUrl(design[name]!, origins)) return fail('design-url', `${name} must be a link to the design service or the image host.`);
  }
  if (!isDesignStateId(design.customer_canvas_state)) return fail('design-state', 'customer_canvas_state is not a design state id.');
  if (design.low_dpi !== undefined && design.low_dpi !== 'true' && design.low_dpi !== 'false') {
    return fail('design-low-dpi', 'low_dpi must be "true" or "false".');
  }
  return { ok: true, design };
}
