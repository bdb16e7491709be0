/**
 * Site scripts (issue 16, decision 035): the admin CRUD bodies of /api/admin/scripts and the public answer of
 * GET /api/scripts/public (spec doc 1 §3: headerScripts and footerScripts, strings of markup).
 */
import { z } from 'zod'
import { SCRIPT_POSITIONS, SITE_SCRIPT_LIMITS, type ScriptPosition } from './site-scripts-rules.ts'
import { text } from './text.ts'

export * from './site-scripts-rules.ts'

/** An exclusion: a path prefix starting with "/", without query, fragment or spaces. */
const Exclusion = text({ error: 'Each excluded path must be text' })
  .trim()
  .max(SITE_SCRIPT_LIMITS.exclusion, `Each excluded path must be at most ${SITE_SCRIPT_LIMITS.exclusion} characters`)
  .regex(/^\/[^\s?#]*$/, 'Each excluded path must start with / and hold no spaces, ? or #')

/** POST /api/admin/scripts and PUT /api/admin/scripts/:id. */
export const SiteScriptBody = z.object({
  name: text({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(SITE_SCRIPT_LIMITS.name, `Name must be at most ${SITE_SCRIPT_LIMITS.name} characters`),
  markup: text({ error: 'Markup is required' })
    .trim()
    .min(1, 'Markup is required')
    .max(SITE_SCRIPT_LIMITS.markup, `Markup must be at most ${SITE_SCRIPT_LIMITS.markup} characters`)
    .refine((value) => /<[a-z]/i.test(value), 'Markup must hold at least one element, such as <script>'),
  position: z.enum(SCRIPT_POSITIONS, { error: 'Position must be header or footer' }),
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
  essential: z.boolean({ error: 'essential must be true or false' }).default(false),
  excludedPaths: z
    .array(Exclusion, { error: 'excludedPaths must be a list of paths' })
    .max(SITE_SCRIPT_LIMITS.exclusions, `At most ${SITE_SCRIPT_LIMITS.exclusions} excluded paths`)
    .default([])
    .transform((paths) => [...new Set(paths)]),
})
export type SiteScriptBodyInput = z.input<typeof SiteScriptBody>
export type SiteScriptBody = z.output<typeof SiteScriptBody>

/** The :id of /api/admin/scripts/:id. */
export const SiteScriptParams = z.object({
  id: text({ error: 'id must be a number' }).regex(/^\d{1,9}$/, 'id must be a number').transform(Number),
})

/** GET /api/scripts/public?t=&path= : `t` is the spec's cache buster; `path` filters for one page. */
export const PublicScriptsQuery = z.object({
  t: text({ error: 't must be text' }).max(40, 't must be at most 40 characters').optional(),
  path: text({ error: 'path must be text' })
    .max(2_000, 'path must be at most 2000 characters')
    .regex(/^\//, 'path must start with /')
    .optional(),
})

/** A script as admins see it. */
export interface SiteScript {
  id: number
  name: string
  markup: string
  position: ScriptPosition
  enabled: boolean
  essential: boolean
  excludedPaths: string[]
  createdAt: string
  updatedAt: string
}

export interface SiteScriptListResponse {
  status: 'success'
  data: SiteScript[]
}
export interface SiteScriptResponse {
  status: 'success'
  data: SiteScript
}
export interface SiteScriptDeletedResponse {
  status: 'success'
  message: string
}

/** One enabled script as the PWA's injector needs it (its rules; `version` changes with every edit). */
export interface PublicSiteScript {
  id: number
  position: ScriptPosition
  markup: string
  essential: boolean
  excludedPaths: string[]
  version: string
}

/**
 * GET /api/scripts/public. `headerScripts` / `footerScripts` are the spec's strings: the enabled scripts' markup
 * joined (only those for `path` when it is given). `scripts` lists them one by one with their rules, so the PWA
 * decides per page and per consent without asking again on every navigation.
 */
export interface PublicScriptsResponse {
  headerScripts: string
  footerScripts: string
  scripts: PublicSiteScript[]
}

export const SITE_SCRIPT_MESSAGES = {
  notFound: 'Script not found',
  deleted: 'Script deleted',
} as const
