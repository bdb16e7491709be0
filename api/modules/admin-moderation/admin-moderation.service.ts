import { invalidateContentPosts } from '../../cache/posts-cache.ts'
import {
  MODERATION_LIMITS,
  MODERATION_MESSAGES as M,
  type BulkAction,
  type BulkBody,
  type BulkResponse,
  type ModerationActionResponse,
  type ModerationListResponse,
  type ModerationQuery,
} from '../../contracts/admin-moderation.ts'
import { pagination } from '../../contracts/paging.ts'
import { inTransaction, type Db } from '../../db.ts'
import { AppError, Conflict, NotFound } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { recordAudit, type AuditActor } from '../audit/audit.service.ts'
import { deletePostTree, recountReplies } from '../posts/posts.service.ts'
import { presentModerationItem } from './admin-moderation.presenter.ts'
import { adminModerationRepository, type ModerationTarget as Target } from './admin-moderation.repository.ts'

const PostNotFound = () => NotFound(M.postNotFound, 'POST_NOT_FOUND')

const hiddenSnapshot = (row: { hiddenAt: Date | null; hiddenReason: string | null; hiddenById: number | null }) => ({
  hiddenAt: row.hiddenAt?.toISOString() ?? null,
  hiddenReason: row.hiddenReason,
  hiddenById: row.hiddenById,
})

/** A reply's parent and review show counts of visible replies: hiding or restoring one recounts them. */
async function recountAbove(tx: Db, post: Target): Promise<void> {
  if (post.postType !== 'reply') return
  await recountReplies(tx, post.parentPostId)
  if (post.rootPostId != null && post.rootPostId !== post.parentPostId) await recountReplies(tx, post.rootPostId)
}

/**
 * The moderation queue of reviews and replies (issue 15, decision 027). Every action is one transaction
 * with its audit entry; the state checks are conditional writes (hide only what is visible, restore only
 * what is hidden), so two moderators acting on one post at once leave one action and one entry.
 */
export function adminModerationService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const { db, clock } = deps
  const repo = adminModerationRepository(db)

  async function target(tx: Db, id: number): Promise<Target> {
    const post = await adminModerationRepository(tx).target(id)
    if (!post) throw PostNotFound()
    return post
  }

  async function present(id: number) {
    const row = await repo.find(id)
    return row ? presentModerationItem(row) : null
  }

  async function hide(actor: AuditActor, id: number, reason: string): Promise<void> {
    const now = clock.now()
    const post = await inTransaction(db, async (tx) => {
      const repo = adminModerationRepository(tx)
      const before = await target(tx, id)
      const after = {
        hiddenAt: now,
        hiddenReason: reason,
        hiddenById: actor.user?.id ?? null,
      }
      // Conditional: of two moderators hiding at once, the second finds nothing to hide (PostgreSQL
      // re-checks the row after the first commits; SQLite runs one transaction at a time).
      if (!(await repo.hide(id, after, before.updatedAt))) throw Conflict(M.alreadyHidden, 'ALREADY_HIDDEN')
      const resolved = { count: await repo.closeReports(id, 'actioned', now) }
      await recountAbove(tx, before)
      await recordAudit(tx, actor, {
        action: 'post.hide',
        entityType: 'post',
        entityId: id,
        before: {
          ...hiddenSnapshot({
            hiddenAt: null,
            hiddenReason: null,
            hiddenById: null,
          }),
          openReports: resolved.count,
        },
        after: { ...hiddenSnapshot(after), openReports: 0 },
        reason,
      })
      return before
    })
    invalidateContentPosts(db, post.contentTypeId, post.externalContentId)
  }

  async function restore(actor: AuditActor, id: number, note?: string): Promise<void> {
    const post = await inTransaction(db, async (tx) => {
      const before = await target(tx, id)
      if (!(await adminModerationRepository(tx).restore(id, before.updatedAt))) throw Conflict(M.notHidden, 'NOT_HIDDEN')
      await recountAbove(tx, before)
      await recordAudit(tx, actor, {
        action: 'post.restore',
        entityType: 'post',
        entityId: id,
        before: hiddenSnapshot(before),
        after: hiddenSnapshot({
          hiddenAt: null,
          hiddenReason: null,
          hiddenById: null,
        }),
        reason: note ?? null,
      })
      return before
    })
    invalidateContentPosts(db, post.contentTypeId, post.externalContentId)
  }

  async function remove(actor: AuditActor, id: number, note?: string): Promise<void> {
    const post = await inTransaction(db, async (tx) => {
      // Lock the row first: of two deletes at once, the second finds nothing (404), not a half-deleted tree.
      const row = await adminModerationRepository(tx).lockForDelete(id)
      if (!row) throw PostNotFound()
      const result = await deletePostTree(tx, row)
      await recordAudit(tx, actor, {
        action: 'post.delete',
        entityType: 'post',
        entityId: id,
        before: {
          postType: row.postType,
          userId: row.userId,
          contentTypeId: row.contentTypeId,
          externalContentId: row.externalContentId,
          title: row.title,
          content: row.content,
          rating: row.rating,
          createdAt: row.createdAt.toISOString(),
          ...hiddenSnapshot(row),
          reports: row._count.reports,
          replies: result.deletedReplies,
        },
        after: null,
        reason: note ?? null,
      })
      return row
    })
    invalidateContentPosts(db, post.contentTypeId, post.externalContentId)
  }

  async function dismiss(actor: AuditActor, id: number, note?: string): Promise<void> {
    await inTransaction(db, async (tx) => {
      await target(tx, id)
      const dismissed = {
        count: await adminModerationRepository(tx).closeReports(id, 'dismissed', clock.now()),
      }
      if (dismissed.count === 0) throw Conflict(M.noOpenReports, 'NO_OPEN_REPORTS')
      await recordAudit(tx, actor, {
        action: 'post.dismiss-reports',
        entityType: 'post',
        entityId: id,
        before: { openReports: dismissed.count },
        after: { openReports: 0 },
        reason: note ?? null,
      })
    })
  }

  const actions: Record<BulkAction, (actor: AuditActor, id: number, reason: string | undefined) => Promise<void>> = {
    hide: (actor, id, reason) => hide(actor, id, reason ?? ''),
    restore,
    delete: remove,
    dismiss,
  }

  return {
    async list(query: ModerationQuery): Promise<ModerationListResponse> {
      const page = query.page ?? 1
      const perPage = MODERATION_LIMITS.perPage
      const { rows, total } = await repo.page(query, (page - 1) * perPage, perPage)
      return {
        status: 'success',
        data: rows.map(presentModerationItem),
        pagination: pagination(page, perPage, total),
      }
    },

    async hide(actor: AuditActor, id: number, reason: string): Promise<ModerationActionResponse> {
      await hide(actor, id, reason)
      return { status: 'success', message: M.hidden, data: await present(id) }
    },

    async restore(actor: AuditActor, id: number, note?: string): Promise<ModerationActionResponse> {
      await restore(actor, id, note)
      return {
        status: 'success',
        message: M.restored,
        data: await present(id),
      }
    },

    async remove(actor: AuditActor, id: number, note?: string): Promise<ModerationActionResponse> {
      await remove(actor, id, note)
      return { status: 'success', message: M.deleted, data: null }
    },

    async dismiss(actor: AuditActor, id: number, note?: string): Promise<ModerationActionResponse> {
      await dismiss(actor, id, note)
      return {
        status: 'success',
        message: M.dismissed,
        data: await present(id),
      }
    },

    /** Each post on its own (its own transaction and audit entry); posts that can't take the action are listed as skipped. */
    async bulk(actor: AuditActor, body: BulkBody): Promise<BulkResponse> {
      const done: number[] = []
      const skipped: BulkResponse['skipped'] = []
      for (const id of [...new Set(body.ids)]) {
        try {
          await actions[body.action](actor, id, body.reason)
          done.push(id)
        } catch (error) {
          if (error instanceof AppError && (error.status === 404 || error.status === 409)) skipped.push({ id, message: error.message })
          else throw error
        }
      }
      return { status: 'success', action: body.action, done, skipped }
    },
  }
}
