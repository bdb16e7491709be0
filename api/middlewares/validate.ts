import type { Middleware } from 'koa'
import type { z } from 'zod'
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../contracts/text-rules.ts'
import { ValidationFailed, type FieldIssue } from '../errors.ts'
import type { AppState } from '../types.ts'

type Schemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType }
type Out<S> = S extends z.ZodType ? z.output<S> : undefined

export interface Validated<S extends Schemas> {
  body: Out<S['body']>
  query: Out<S['query']>
  params: Out<S['params']>
}

export function zodIssues(error: z.ZodError, prefix?: string): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || prefix || 'body',
    message: issue.message,
  }))
}

/**
 * Validates the request at the edge with the shared zod schemas of api/contracts and puts the
 * parsed values in `ctx.state.body | query | params`. Bad input becomes 400 naming the field and the reason;
 * text no database can store (NUL, lone surrogates) is refused in any field, whatever its schema says.
 * Typed as a plain Koa middleware over AppState: typed as @koa/router's RouterMiddleware, whether routers
 * compiled depended on the order in which TypeScript first compared router and Koa contexts.
 */
export function validate<S extends Schemas>(schemas: S): Middleware<AppState & Validated<S>> {
  return async (ctx, next) => {
    const issues: FieldIssue[] = []
    const state = ctx.state as unknown as Record<string, unknown>
    const parts: [keyof Schemas, unknown][] = [
      ['params', (ctx as { params?: unknown }).params],
      ['query', ctx.query],
      ['body', (ctx.request as { body?: unknown }).body],
    ]
    for (const [part, input] of parts) {
      const schema = schemas[part]
      if (!schema) continue
      const result = schema.safeParse(input)
      if (!result.success) {
        issues.push(...zodIssues(result.error, part === 'body' ? undefined : part))
        continue
      }
      // The text rule (decision 016) holds for every value that goes on to the handler, also the ones a
      // contract types loosely (z.unknown(), records); the contract's own messages come first, this is the net.
      const unstorable = findUnstorableText(result.data, part === 'body' ? '' : part)
      if (unstorable !== undefined) issues.push({ field: unstorable || 'body', message: UNSTORABLE_TEXT_MESSAGE })
      else state[part] = result.data
    }
    if (issues.length > 0) throw ValidationFailed(issues)
    await next()
  }
}
