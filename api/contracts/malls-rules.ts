/**
 * Mall regions (spec doc 3 /malls).
 * Plain values only (no zod), so page chunks can import them without the schema library;
 * malls.ts re-exports everything here.
 */
export const MALL_REGIONS = ['metro-manila', 'province'] as const
export type MallRegion = (typeof MALL_REGIONS)[number]
