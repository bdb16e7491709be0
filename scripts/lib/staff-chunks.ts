/**
 * Staff code: the admin area, the staff-only ticket demos and the /test pages, with the features only they use.
 * vite.config.ts names its chunks `staff-…` so the service worker's precache can leave them out (issue 35): every
 * visitor's worker downloads the precache, and only staff open these pages; they load from the network when
 * opened. scripts/check-precache.ts checks the build.
 */
const STAFF_SOURCE = /\/pwa\/(routes\/(admin|_staff|test)(\/|\.tsx)|features\/(admin-[^/]+|test-pages)\/)/
export const STAFF_CHUNK_PREFIX = 'staff-'

/** A chunk is staff code when every module of ours in it is (library code shared with public pages is not). */
export function isStaffChunk(moduleIds: readonly string[]): boolean {
  const ours = moduleIds.map((id) => id.replace(/\?.*$/, '')).filter((id) => id.includes('/pwa/') && !id.includes('/node_modules/'))
  return ours.length > 0 && ours.every((id) => STAFF_SOURCE.test(id))
}
