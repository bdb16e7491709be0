import { describe, expect, it } from 'vitest'
import type { PublicHouseAd } from '@contracts/ads'
import { adsTxtProblems } from '@contracts/ads-txt'
import { adsAllowedOn, articleIdFromPath } from '@/features/ads/lib/ads-hint'
import { fittingSize, pickCreative } from '@/features/ads/runtime/house-provider'

const ad = (id: number, sizes: string[], slots: string[] = [], weight = 1): PublicHouseAd => ({ id, imageUrl: `/ads/${id}.svg`, altText: `Ad ${id}`, sizes, slots, weight })

describe('house ads', () => {
  it('chooses the largest size that fits the box, never a taller one', () => {
    expect(fittingSize(['320x50', '728x90'], 1000, 90)).toEqual({ width: 728, height: 90 })
    expect(fittingSize(['320x50', '728x90'], 328, 90)).toEqual({ width: 320, height: 50 })
    expect(fittingSize(['300x600'], 1000, 250)).toBeNull()
  })

  it('draws among the creatives that fit the slot, by weight', () => {
    const creatives = [ad(1, ['300x250']), ad(2, ['300x250'], ['mrec1'], 3), ad(3, ['728x90'], ['leaderboard-ad'])]
    expect(pickCreative(creatives, 'inread', 328, 250, 0.99)?.creative.id).toBe(1)
    expect(pickCreative(creatives, 'mrec1', 328, 250, 0)?.creative.id).toBe(1)
    expect(pickCreative(creatives, 'mrec1', 328, 250, 0.3)?.creative.id).toBe(2)
    expect(pickCreative(creatives, 'leaderboard-ad', 328, 90, 0.5)).toBeNull()
    expect(pickCreative(creatives, 'leaderboard-ad', 1200, 90, 0.5)?.creative.id).toBe(3)
  })
})

describe('where slots render', () => {
  it('reads the article id of both article addresses', () => {
    expect(articleIdFromPath('/article/12/some-slug')).toBe(12)
    expect(articleIdFromPath('/time-out/article/34/x')).toBe(34)
    expect(articleIdFromPath('/movies/now-showing')).toBeNull()
  })

  it('renders none with ads off, on a no-ads article, or in the admin area', () => {
    const on = { enabled: true, noAdsArticleIds: [34] }
    expect(adsAllowedOn('/', on)).toBe(true)
    expect(adsAllowedOn('/article/12/x', on)).toBe(true)
    expect(adsAllowedOn('/time-out/article/34/x', on)).toBe(false)
    expect(adsAllowedOn('/admin/ad-settings', on)).toBe(false)
    expect(adsAllowedOn('/', { enabled: false, noAdsArticleIds: [] })).toBe(false)
  })

  it('renders none on the ticket pages: seats, payment, the return pages and the e-tickets (decision 046)', () => {
    const on = { enabled: true, noAdsArticleIds: [] }
    for (const path of [
      '/movies/tickets/12/schedule/34/seat/56',
      '/movies/tickets/12/schedule/34/payment-options',
      '/payment-options',
      '/payment/rbank-rmw/completed',
      '/movies/tickets/summary',
      '/profile/ticket/7',
      '/profile/my-tickets',
      '/Profile/Ticket/7/',
    ]) {
      expect(adsAllowedOn(path, on), path).toBe(false)
    }
    // Their neighbours keep their slots: a profile, a movie, the events.
    for (const path of ['/profile/someone', '/profile/tickets-fan', '/movies/now-showing', '/events']) expect(adsAllowedOn(path, on), path).toBe(true)
  })
})

describe('ads.txt format', () => {
  it('accepts records, variables, comments and blank lines', () => {
    expect(
      adsTxtProblems(
        '# comment\n\ngoogle.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0\nappnexus.com, 1234, reseller;extension\ncontact=ads@gala.ph\nSUBDOMAIN=events.gala.ph\nOWNERDOMAIN=gala.ph\r\n',
      ),
    ).toEqual([])
  })

  it('names each bad line', () => {
    expect(adsTxtProblems('google.com, pub-1\ngoogle.com, pub 1, DIRECT\nx.com, 1, DIRECT, not-ok!\nsubdomain=\nfoo.com,1,DIRECT,a,b')).toEqual([
      { line: 1, message: 'a record needs a domain, a publisher account id and DIRECT or RESELLER, separated by commas' },
      { line: 2, message: 'the publisher account id is missing or contains spaces' },
      { line: 3, message: 'the certification authority id must be letters and digits' },
      { line: 4, message: 'the subdomain variable has no value' },
      { line: 5, message: 'a record has at most 4 fields: domain, publisher account id, DIRECT or RESELLER, certification authority id' },
    ])
  })
})
