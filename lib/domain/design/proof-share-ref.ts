/**
 * The reference a shared proof's owner finds its approval by: the project's
 * design state (a proof shared from the editor is filed under the state the
 * project is then saved with), else the saved project's own id.
 */
export function shareRef(project: { stateId: string | null; id: string | number }): string {
  return project.stateId ?? `project:${project.id}`;
}

/** A share's date as its pages say it ("November 29, 2026", "29 novembre 2026"), the same on the server and in the browser. */
export function shareDate(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(ms);
}
