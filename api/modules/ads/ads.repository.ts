import { ignoringCase, type Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

type Tx = Prisma.TransactionClient

/** SiteSetting keys of the ads (no table of their own: three values). */
export const AD_SETTING_KEYS = { enabled: 'ads.enabled', gptNetworkCode: 'ads.gptNetworkCode', adsTxt: 'ads.txt' } as const
type SettingKey = (typeof AD_SETTING_KEYS)[keyof typeof AD_SETTING_KEYS]

export const houseAdSelect = {
  id: true,
  name: true,
  imageUrl: true,
  linkUrl: true,
  altText: true,
  sizes: true,
  slots: true,
  startsAt: true,
  endsAt: true,
  weight: true,
  enabled: true,
  impressions: true,
  clicks: true,
  createdAt: true,
} satisfies Prisma.HouseAdSelect
export type HouseAdRow = Prisma.HouseAdGetPayload<{ select: typeof houseAdSelect }>

export const adArticleSelect = { id: true, title: true, slug: true, date: true, noAds: { select: { articleId: true } } } satisfies Prisma.ArticleSelect
export type AdArticleRow = Prisma.ArticleGetPayload<{ select: typeof adArticleSelect }>

export function adsRepository(db: Db) {
  return {
    async settings(client: Db | Tx = db): Promise<Partial<Record<SettingKey, string>>> {
      const rows = await client.siteSetting.findMany({ where: { key: { in: Object.values(AD_SETTING_KEYS) } }, select: { key: true, value: true } })
      return Object.fromEntries(rows.map((row) => [row.key, row.value]))
    },
    async putSetting(tx: Tx, key: SettingKey, value: string) {
      await tx.siteSetting.upsert({ where: { key }, create: { key, value }, update: { value } })
    },
    creatives: () => db.houseAd.findMany({ select: houseAdSelect, orderBy: { id: 'asc' } }),
    /** Enabled creatives whose dates include `now`. */
    liveCreatives: (now: Date) =>
      db.houseAd.findMany({
        where: { enabled: true, AND: [{ OR: [{ startsAt: null }, { startsAt: { lte: now } }] }, { OR: [{ endsAt: null }, { endsAt: { gte: now } }] }] },
        select: { id: true, imageUrl: true, altText: true, sizes: true, slots: true, weight: true },
        orderBy: { id: 'asc' },
      }),
    findCreative: (client: Db | Tx, id: number) => client.houseAd.findUnique({ where: { id }, select: houseAdSelect }),
    createCreative: async (tx: Tx, data: Prisma.HouseAdCreateInput) => (await tx.houseAd.create({ data, select: { id: true } })).id,
    updateCreative: (tx: Tx, id: number, data: Prisma.HouseAdUpdateInput) => tx.houseAd.update({ where: { id }, data, select: { id: true } }),
    deleteCreative: (tx: Tx, id: number) => tx.houseAd.delete({ where: { id } }),
    linkOf: (id: number) => db.houseAd.findUnique({ where: { id }, select: { linkUrl: true } }),
    async countImpressions(counts: Map<number, number>) {
      await db.$transaction([...counts].map(([id, n]) => db.houseAd.updateMany({ where: { id }, data: { impressions: { increment: n } } })))
    },
    countClick: (id: number) => db.houseAd.updateMany({ where: { id }, data: { clicks: { increment: 1 } } }),
    noAdsArticleIds: async () => (await db.noAdsArticle.findMany({ select: { articleId: true }, orderBy: { articleId: 'asc' } })).map((row) => row.articleId),
    noAdsCount: (tx: Tx) => tx.noAdsArticle.count(),
    /** Marks an article ad-free; marking it twice (two admins at once) is a no-op: an upsert is INSERT … ON CONFLICT on PostgreSQL. */
    markNoAds: (tx: Tx, articleId: number) => tx.noAdsArticle.upsert({ where: { articleId }, create: { articleId }, update: {}, select: { articleId: true } }),
    /** Whether an ad-free mark was there to remove (a second removal at once finds nothing). */
    unmarkNoAds: async (tx: Tx, articleId: number) => (await tx.noAdsArticle.deleteMany({ where: { articleId } })).count > 0,
    noAdsArticles: () => db.article.findMany({ where: { noAds: { isNot: null } }, select: adArticleSelect, orderBy: { date: 'desc' } }),
    searchArticles: (q: string | undefined) =>
      db.article.findMany({
        where: q ? { title: ignoringCase(db, { contains: q }) } : {},
        select: adArticleSelect,
        orderBy: { date: 'desc' },
        take: 20,
      }),
    findArticle: (client: Db | Tx, id: number) => client.article.findUnique({ where: { id }, select: adArticleSelect }),
  }
}
