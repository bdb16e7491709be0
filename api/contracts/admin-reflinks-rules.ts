/**
 * Article reflinks (issue 15, decision 033): limits and messages, plain values only so the admin page chunk
 * imports them cheaply; admin-reflinks.ts re-exports them with the schemas.
 */
export const REFLINK_LIMITS = {
  phraseMin: 2,
  phraseMax: 100,
  urlMax: 2000,
  noteMax: 500,
  /** Articles whose body contains a rule's phrase that the list scans to count the articles it touches. */
  countScanLimit: 500,
  /** Titles the preview's article search answers. */
  articleSearchMax: 10,
} as const

export const REFLINK_MESSAGES = {
  phraseRequired: 'Phrase is required',
  phraseTooShort: `Phrase must be at least ${REFLINK_LIMITS.phraseMin} characters`,
  phraseTooLong: `Phrase must be at most ${REFLINK_LIMITS.phraseMax} characters`,
  phraseNeedsWord: 'Phrase must contain a letter or a digit',
  phraseTaken: 'A rule for this phrase already exists',
  urlRequired: 'URL is required',
  urlTooLong: `URL must be at most ${REFLINK_LIMITS.urlMax} characters`,
  urlInvalid: 'URL must be a full web address starting with http:// or https://',
  noteTooLong: `Note must be at most ${REFLINK_LIMITS.noteMax} characters`,
  nothingToChange: 'Nothing to change',
  notFound: 'Reflink rule not found',
  articleNotFound: 'Article not found',
  created: 'Reflink rule created',
  updated: 'Reflink rule updated',
  deleted: 'Reflink rule deleted',
} as const

/** True for an absolute http(s) address with a host (the only links a rule may insert). */
export function isWebAddress(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && !/\s/.test(value)
}
