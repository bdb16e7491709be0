import type { Middleware } from 'koa'
import { UNSTORABLE_TEXT_MESSAGE, isStorableText } from '../contracts/text-rules.ts'
import { ValidationFailed } from '../errors.ts'
import type { AppState } from '../types.ts'

/**
 * The request target obeys the text rule before any router reads it (decision 016): a path that is not
 * valid percent-encoded UTF-8 (`%E0%A4%A`, `%ED%A0%80`) or that decodes to a NUL, and a query string
 * value holding a NUL or a lone surrogate, are a 400 in the validation shape, on every route — also on
 * the routes that read `ctx.params` and `ctx.query` without a contract.
 */
export function requestTarget(): Middleware<AppState> {
  return async (ctx, next) => {
    let decoded: string | undefined
    try {
      decoded = decodeURIComponent(ctx.path)
    } catch {
      decoded = undefined
    }
    if (decoded === undefined) throw ValidationFailed([{ field: 'path', message: 'is not valid percent-encoded UTF-8' }])
    if (!isStorableText(decoded)) throw ValidationFailed([{ field: 'path', message: UNSTORABLE_TEXT_MESSAGE }])
    for (const [name, value] of Object.entries(ctx.query)) {
      const values = Array.isArray(value) ? value : [value ?? '']
      if (!isStorableText(name) || values.some((item) => !isStorableText(item))) {
        throw ValidationFailed([{ field: isStorableText(name) ? `query.${name}` : 'query', message: UNSTORABLE_TEXT_MESSAGE }])
      }
    }
    await next()
  }
}
