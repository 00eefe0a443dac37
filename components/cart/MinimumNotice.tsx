import { Fragment } from 'react';

/** Matches `<br>`, `<br/>`, `<br />` and next-intl's `<br></br>`. */
const LINE_BREAK = /<br\s*\/?>(?:<\/br>)?/i;

/**
 * The minimum-order message (spec §5, §8). The template carries a line
 * break as markup; it is split here and rendered as a real <br>, never
 * injected as HTML.
 */
export function MinimumNotice({ template, minimum, missing, id, className }: {
  template: string;
  /** Already formatted for the page language. */
  minimum: string;
  missing: string;
  id?: string;
  className?: string;
}) {
  const parts = template.replace('{n}', minimum).replace('{m}', missing).split(LINE_BREAK);
  return (
    <p id={id} className={className}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {part}
        </Fragment>
      ))}
    </p>
  );
}
