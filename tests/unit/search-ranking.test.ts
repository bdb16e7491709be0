import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { excerpt, placeTypeLabel } from '../../api/contracts/places.ts'
import { htmlToText, normaliseForSearch, prepareQuery, rankItems, rankMatch } from '../../api/lib/search-ranking.ts'

const rank = (query: string, title: string, text = '') => rankMatch(prepareQuery(query), title, text)?.tier ?? null

describe('search ranking', () => {
  it('puts exact titles, then title prefixes, then title words, then text words', () => {
    expect(rank('Intramuros', 'Intramuros')).toBe(0)
    expect(rank('intra', 'Intramuros')).toBe(1)
    expect(rank('manila cathedral', 'Manila Cathedral Museum')).toBe(1)
    expect(rank('cathedral manila', 'Manila Cathedral')).toBe(2)
    expect(rank('museum', 'National Museum of Fine Arts')).toBe(2)
    expect(rank('intramuros', 'Fort Santiago', 'Santa Clara Street, Intramuros')).toBe(3)
    expect(rank('fort intramuros', 'Fort Santiago', 'Santa Clara Street, Intramuros')).toBe(3)
    expect(rank('fort hotdog', 'Fort Santiago', 'Intramuros')).toBe(4)
    expect(rank('hotdog', 'Fort Santiago', 'Intramuros')).toBeNull()
  })

  it('ignores case, accents and punctuation, and matches word starts only', () => {
    expect(rank('LAS PINAS', 'Las Piñas Bamboo Organ')).toBe(1)
    expect(rank("magellan's", 'Magellan’s Cross')).toBe(1)
    expect(rank('mall', 'SM Megamall')).toBeNull()
    expect(normaliseForSearch('  Café — Ñandú!  ')).toBe('cafe nandu')
  })

  it('lets only significant words match on their own (tier 4)', () => {
    expect(rank('the and', 'The Mind Museum', 'and more')).toBe(3)
    expect(rank('mind the', 'The Mind Museum')).toBe(2)
    expect(rank('of zz', 'National Museum of Fine Arts')).toBeNull()
  })

  it('orders ranked items by tier, then by the tie-break, keeping equal items in order', () => {
    const items = ['Fort Santiago|Intramuros', 'Intramuros Walk|', 'Intramuros|', 'Old Intramuros|']
    const ranked = rankItems(prepareQuery('intramuros'), items, (item) => ({ title: item.split('|')[0]!, text: item.split('|')[1]! }))
    expect(ranked.map(({ item }) => item.split('|')[0])).toEqual(['Intramuros', 'Intramuros Walk', 'Old Intramuros', 'Fort Santiago'])
  })

  it('always ranks an item whose title is the query at tier 0', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (title) => {
        fc.pre(normaliseForSearch(title) !== '')
        expect(rank(title, title)).toBe(0)
      }),
    )
  })

  it('reads plain text out of HTML', () => {
    expect(htmlToText('<p>Tom &amp; Jerry&#8217;s <em>café</em></p><script>alert(1)</script>')).toBe("Tom & Jerry's café")
  })
})

describe('place text helpers', () => {
  it('cuts excerpts at 180 characters or fewer, at a word, with an ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        const cut = excerpt(text)
        expect(cut.length).toBeLessThanOrEqual(180)
        if (text.replace(/\s+/g, ' ').trim().length <= 180) expect(cut).toBe(text.replace(/\s+/g, ' ').trim())
        else expect(cut.endsWith('…')).toBe(true)
      }),
    )
    expect(excerpt('word '.repeat(60))).toMatch(/^(word ){34}word…$/)
  })

  it('labels the schema.org types of the chips', () => {
    expect(placeTypeLabel('Museum')).toBe('Museums')
    expect(placeTypeLabel('LandmarksOrHistoricalBuildings')).toBe('Landmarks')
    expect(placeTypeLabel('ZooOrWildlifePark')).toBe('Zoo Or Wildlife Park')
  })
})
