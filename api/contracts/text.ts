import { z } from 'zod'
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './text-rules.ts'

/**
 * The one string schema of every contract's input (decision 016): a `z.string()` that refuses text no
 * database can store (NUL, lone UTF-16 surrogates), with a 400 naming the field through validate().
 * Chain it like z.string(): `text().trim().min(1).max(200)`; a contract with words of its own for the
 * rule passes them second (`text({ error: 'Name must be text' }, 'Name contains characters that are not allowed')`).
 */
export function text(params?: Parameters<typeof z.string>[0], unstorableMessage: string = UNSTORABLE_TEXT_MESSAGE) {
  return z.string(params).refine(isStorableText, { message: unstorableMessage, abort: true })
}
