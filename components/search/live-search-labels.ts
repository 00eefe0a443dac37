/** The live matches' strings, formatted on the server (the header's messages do not travel to the browser). */
export interface LiveSearchLabels {
  /** The listbox's name. */
  matches: string;
  loading: string;
  empty: string;
  error: string;
  seeAll: string;
}
