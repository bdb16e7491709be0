import {
  SITE_SCRIPT_MESSAGES,
  scriptVerdict,
  type PublicScriptsResponse,
  type SiteScriptBody,
  type SiteScriptDeletedResponse,
  type SiteScriptListResponse,
  type SiteScriptResponse,
} from '../../contracts/site-scripts.ts'
import { inTransaction } from '../../db.ts'
import { NotFound } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { recordAudit, type AuditActor } from '../audit/audit.service.ts'
import { auditedFields, changedFields, presentPublicScript, presentSiteScript } from './site-scripts.presenter.ts'
import { siteScriptsRepository, type SiteScriptData } from './site-scripts.repository.ts'

const ScriptNotFound = () => NotFound(SITE_SCRIPT_MESSAGES.notFound, 'SCRIPT_NOT_FOUND')

function rowData(input: SiteScriptBody): SiteScriptData {
  return {
    name: input.name,
    markup: input.markup,
    position: input.position,
    enabled: input.enabled,
    essential: input.essential,
    excludedPaths: JSON.stringify(input.excludedPaths),
  }
}

export function siteScriptsService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const { db, clock } = deps
  const repo = siteScriptsRepository(db)

  return {
    async list(): Promise<SiteScriptListResponse> {
      return { status: 'success', data: (await repo.all()).map(presentSiteScript) }
    },

    async get(id: number): Promise<SiteScriptResponse> {
      const row = await repo.find(id)
      if (!row) throw ScriptNotFound()
      return { status: 'success', data: presentSiteScript(row) }
    },

    async create(actor: AuditActor, input: SiteScriptBody): Promise<SiteScriptResponse> {
      const now = clock.now()
      const row = await inTransaction(db, async (tx) => {
        const created = await siteScriptsRepository(tx).create(rowData(input), now)
        await recordAudit(tx, actor, { action: 'script.create', entityType: 'script', entityId: created.id, before: null, after: auditedFields(presentSiteScript(created)) })
        return created
      })
      return { status: 'success', data: presentSiteScript(row) }
    },

    async update(actor: AuditActor, id: number, input: SiteScriptBody): Promise<SiteScriptResponse> {
      const row = await inTransaction(db, async (tx) => {
        const before = await repo.find(id, tx)
        if (!before) throw ScriptNotFound()
        const after = await siteScriptsRepository(tx).update(id, rowData(input), clock.now())
        const diff = changedFields(auditedFields(presentSiteScript(before)), auditedFields(presentSiteScript(after)))
        await recordAudit(tx, actor, { action: 'script.update', entityType: 'script', entityId: id, before: diff.before, after: diff.after })
        return after
      })
      return { status: 'success', data: presentSiteScript(row) }
    },

    async remove(actor: AuditActor, id: number): Promise<SiteScriptDeletedResponse> {
      await inTransaction(db, async (tx) => {
        const before = await repo.find(id, tx)
        if (!before) throw ScriptNotFound()
        await siteScriptsRepository(tx).remove(id)
        await recordAudit(tx, actor, { action: 'script.delete', entityType: 'script', entityId: id, before: auditedFields(presentSiteScript(before)), after: null })
      })
      return { status: 'success', message: SITE_SCRIPT_MESSAGES.deleted }
    },

    /**
     * The enabled scripts for the PWA. With `path`, the spec strings hold only what that page may run
     * before any consent question is settled by the browser: scripts the page or the script itself excludes
     * are left out (consent is the browser's to know, so the list `scripts` carries `essential`).
     */
    async publicScripts(path?: string): Promise<PublicScriptsResponse> {
      const rows = (await repo.enabled()).map(presentPublicScript)
      const shown = path === undefined ? rows : rows.filter((script) => scriptVerdict({ ...script, enabled: true }, path, null).runs)
      const joined = (position: 'header' | 'footer') =>
        shown
          .filter((script) => script.position === position)
          .map((script) => script.markup)
          .join('\n')
      return { headerScripts: joined('header'), footerScripts: joined('footer'), scripts: shown }
    },
  }
}
