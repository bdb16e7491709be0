/**
 * Ads (issue 16, decision 034): the admin settings, the house creatives, ads.txt, no-ads articles, the public
 * configuration the app reads, and the first-party impression counts.
 */
import { z } from 'zod'
import { AD_SLOT_IDS, HOUSE_AD_LIMITS, parseAdSize } from './ads-rules.ts'
import { isValidIsoDate } from './movies.ts'
import { text } from './text.ts'

export * from './ads-rules.ts'

export const ADS_MESSAGES = {
  settingsSaved: 'Ad settings saved',
  creativeCreated: 'Creative added',
  creativeSaved: 'Creative saved',
  creativeDeleted: 'Creative deleted',
  creativeNotFound: 'Creative not found',
  adsTxtSaved: 'ads.txt saved',
  articleNotFound: 'Article not found',
  noAdsAdded: 'Ads turned off for this article',
  noAdsRemoved: 'Ads turned back on for this article',
  tooManyNoAds: `At most ${HOUSE_AD_LIMITS.noAdsArticlesMax} articles can be without ads`,
  endBeforeStart: 'The end date must be on or after the start date',
} as const

/** A root-relative path ("/ads/house/x.svg") or an http(s) address; never javascript: or data:. */
const adUrl = (field: string) =>
  text({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(HOUSE_AD_LIMITS.urlMax, `${field} must be at most ${HOUSE_AD_LIMITS.urlMax} characters`)
    .refine((value) => /^(https?:\/\/[^\s/]+[^\s]*|\/(?!\/)[^\s]*)$/i.test(value), `${field} must start with https://, http:// or /`)

const manilaDay = (field: string) =>
  text({ error: `${field} must be a date` })
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isValidIsoDate(value), `${field} must be a date (YYYY-MM-DD)`)
    .nullable()
    .optional()

/** :id of a creative or an article. */
export const AdIdParams = z.object({
  id: text({ error: 'id must be a number' }).regex(/^\d{1,9}$/, 'id must be a number').transform(Number),
})

/** PUT /api/admin/ads/settings: the global on/off toggle and the Google Publisher Tag network code ('' = none). */
export const AdSettingsBody = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  gptNetworkCode: text({ error: 'gptNetworkCode must be text' })
    .trim()
    .max(HOUSE_AD_LIMITS.gptNetworkCodeMax, `The network code must be at most ${HOUSE_AD_LIMITS.gptNetworkCodeMax} digits`)
    .regex(/^\d*$/, 'The network code must be digits only'),
})
export type AdSettingsBody = z.infer<typeof AdSettingsBody>

/** POST /api/admin/ads/creatives and PUT /api/admin/ads/creatives/:id. Dates are Manila days, both included. */
export const HouseAdBody = z
  .object({
    name: text({ error: 'name must be text' }).trim().min(1, 'Name is required').max(HOUSE_AD_LIMITS.nameMax, `Name must be at most ${HOUSE_AD_LIMITS.nameMax} characters`),
    imageUrl: adUrl('Image URL'),
    linkUrl: adUrl('Link URL'),
    altText: text({ error: 'altText must be text' }).trim().min(1, 'Alt text is required').max(HOUSE_AD_LIMITS.altMax, `Alt text must be at most ${HOUSE_AD_LIMITS.altMax} characters`),
    sizes: z
      .array(text({ error: 'A size must be text' }).trim().refine((size) => parseAdSize(size) !== null, 'A size is width x height, like 300x250'), { error: 'sizes must be a list' })
      .min(1, 'Give at least one size')
      .max(HOUSE_AD_LIMITS.sizesMax, `At most ${HOUSE_AD_LIMITS.sizesMax} sizes`),
    slots: z.array(z.enum(AD_SLOT_IDS, { error: `A slot must be one of ${AD_SLOT_IDS.join(', ')}` }), { error: 'slots must be a list' }).max(AD_SLOT_IDS.length, 'Too many slots'),
    startsAt: manilaDay('startsAt'),
    endsAt: manilaDay('endsAt'),
    weight: z
      .number({ error: 'weight must be a number' })
      .int('weight must be a whole number')
      .min(HOUSE_AD_LIMITS.weightMin, `weight must be between ${HOUSE_AD_LIMITS.weightMin} and ${HOUSE_AD_LIMITS.weightMax}`)
      .max(HOUSE_AD_LIMITS.weightMax, `weight must be between ${HOUSE_AD_LIMITS.weightMin} and ${HOUSE_AD_LIMITS.weightMax}`),
    enabled: z.boolean({ error: 'enabled must be true or false' }),
  })
  .refine((body) => !body.startsAt || !body.endsAt || body.endsAt >= body.startsAt, { message: ADS_MESSAGES.endBeforeStart, path: ['endsAt'] })
export type HouseAdBodyInput = z.input<typeof HouseAdBody>
export type HouseAdBody = z.output<typeof HouseAdBody>

/** PUT /api/admin/ads/ads-txt */
export const AdsTxtBody = z.object({
  content: text({ error: 'content must be text' }).max(HOUSE_AD_LIMITS.adsTxtMaxChars, `ads.txt must be at most ${HOUSE_AD_LIMITS.adsTxtMaxChars} characters`),
})
export type AdsTxtBody = z.infer<typeof AdsTxtBody>

/** GET /api/admin/ads/articles?q= : articles to pick for "no ads". */
export const AdArticleSearchQuery = z.object({
  q: text({ error: 'q must be text' }).trim().max(100, 'q must be at most 100 characters').optional(),
})

/** POST /api/ads/impressions: creatives seen (at least 50% on screen), batched by the app. */
export const AdImpressionsBody = z.object({
  ids: z
    .array(z.number({ error: 'ids must be numbers' }).int('ids must be whole numbers').min(1, 'ids must be positive').max(999_999_999, 'ids must be positive'), { error: 'ids must be a list' })
    .min(1, 'ids must not be empty')
    .max(HOUSE_AD_LIMITS.impressionBatchMax, `At most ${HOUSE_AD_LIMITS.impressionBatchMax} ids at a time`),
})

// ---- Responses ----------------------------------------------------------------------------------

/** A creative as the app sees it (no counts; the click goes through /api/ads/click/:id). */
export const PublicHouseAd = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  altText: z.string(),
  sizes: z.array(z.string()),
  slots: z.array(z.string()),
  weight: z.number().int(),
})
export type PublicHouseAd = z.infer<typeof PublicHouseAd>

/** GET /api/ads/config */
export const AdsConfig = z.object({
  enabled: z.boolean(),
  gptNetworkCode: z.string().nullable(),
  noAdsArticleIds: z.array(z.number().int()),
  creatives: z.array(PublicHouseAd),
})
export type AdsConfig = z.infer<typeof AdsConfig>

export const AdminHouseAd = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  altText: z.string(),
  sizes: z.array(z.string()),
  slots: z.array(z.string()),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  weight: z.number().int(),
  enabled: z.boolean(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  createdAt: z.string(),
})
export type AdminHouseAd = z.infer<typeof AdminHouseAd>

/** GET /api/admin/ads */
export const AdminAdsResponse = z.object({
  status: z.literal('success'),
  data: z.object({ enabled: z.boolean(), gptNetworkCode: z.string(), creatives: z.array(AdminHouseAd) }),
})
export type AdminAdsResponse = z.infer<typeof AdminAdsResponse>

export const AdminHouseAdResponse = z.object({ status: z.literal('success'), message: z.string(), data: AdminHouseAd })
export type AdminHouseAdResponse = z.infer<typeof AdminHouseAdResponse>

export const AdsTxtResponse = z.object({ status: z.literal('success'), message: z.string().optional(), data: z.object({ content: z.string() }) })
export type AdsTxtResponse = z.infer<typeof AdsTxtResponse>

export const AdArticle = z.object({ id: z.number().int(), title: z.string(), slug: z.string(), date: z.string(), noAds: z.boolean() })
export type AdArticle = z.infer<typeof AdArticle>

export const AdArticleListResponse = z.object({ status: z.literal('success'), message: z.string().optional(), data: z.array(AdArticle) })
export type AdArticleListResponse = z.infer<typeof AdArticleListResponse>
