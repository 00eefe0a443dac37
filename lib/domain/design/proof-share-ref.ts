/**
 * The reference a shared proof's owner finds its approval by: the one the
 * editor shared the proof under before the project was saved, else the
 * project's design state, else the saved project's own id.
 */
export function shareRef(project: { shareRef: string | null; stateId: string | null; id: string | number }): string {
  return project.shareRef ?? project.stateId ?? `project:${project.id}`;
}

/** A share's date as its pages say it ("November 29, 2026", "29 novembre 2026"), the same on the server and in the browser. */
export function shareDate(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(ms);
}
