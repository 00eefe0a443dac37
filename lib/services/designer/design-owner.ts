/**
 * Whose a design file at the design service is. Product templates (every
 * folder but custom-templates) are for anyone; a custom template made for a
 * shopper (their die-cut shape) lives in that shopper's own folder, a
 * customer's under their numeric id and a visitor's under
 * anonymous/{their visitor id}, and is theirs alone. Pure: the routes
 * decide who is asking.
 */

export const CUSTOM_TEMPLATES_FOLDER = 'custom-templates';
const ANONYMOUS = 'anonymous';
const CUSTOMER_ID = /^\d{1,20}$/;
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type DesignFileOwner =
  /** A product template: anyone may see it. */
  | { kind: 'anyone' }
  /** A shopper's own file: only this design user may see it. */
  | { kind: 'user'; userId: string }
  /** In the shoppers' space but in no one folder we write (an old shared file, a made-up path): no one's to see. */
  | { kind: 'nobody' };

/** The folder a design user's custom templates are stored in. */
export function customTemplatesFolderOf(userId: string): string {
  const id = userId.toLowerCase();
  if (CUSTOMER_ID.test(id)) return `${CUSTOM_TEMPLATES_FOLDER}/${id}`;
  if (VISITOR_ID.test(id)) return `${CUSTOM_TEMPLATES_FOLDER}/${ANONYMOUS}/${id}`;
  throw new RangeError('customTemplatesFolderOf: not a design user id');
}

/**
 * Who may see `designFile` (a path under the designs folder). Folder names
 * are compared without regard to case: the service may store files on a
 * file system that does not tell `Custom-Templates` from `custom-templates`.
 */
export function designFileOwner(designFile: string): DesignFileOwner {
  const [top, owner, sub, ...rest] = designFile.toLowerCase().split('/');
  if (top !== CUSTOM_TEMPLATES_FOLDER) return { kind: 'anyone' };
  if (owner && CUSTOMER_ID.test(owner) && sub !== undefined) return { kind: 'user', userId: owner };
  if (owner === ANONYMOUS && sub && VISITOR_ID.test(sub) && rest.length > 0) return { kind: 'user', userId: sub };
  return { kind: 'nobody' };
}
