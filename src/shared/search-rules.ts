// The limits, lists, labels and checks of `search.ts` that need no schema. The browser's first load
// imports them from here, so that it does not evaluate zod and every schema (decision 001).

/** Longer queries are cut to this many characters... */
export const SEARCH_QUERY_MAX = 100
/** ...and past this many the API answers 400. */
export const SEARCH_QUERY_HARD_MAX = 500
/** Results per group. */
export const SEARCH_GROUP_LIMIT = 5
