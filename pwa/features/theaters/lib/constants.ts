/**
 * The nearby panel shows this many cinemas (spec doc 2 §9 "show 4"). Same value as NEARBY_SHOWN in
 * api/contracts/movies.ts, restated because a value import from that module would bring zod into the page.
 */
export const NEARBY_SHOWN_COUNT = 4
