// The staff API's limits, apart from the schemas that hold them: the inbox imports these without
// zod. The server loads this file: relative imports only.
export const LEADS_PAGE = 50;
export const MAX_LEADS_PAGE = 200;
export const NOTE_MAX_CHARS = 5000;
/** Words searched for: longer text is cut. */
export const SEARCH_MAX_CHARS = 200;
