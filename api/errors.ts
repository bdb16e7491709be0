/**
 * Every failure the API reports has one shape: `{ status, code, message, details? }`.
 * Handlers throw these factories; api/middlewares/error-handler.ts renders them.
 */
export interface FieldIssue {
  /** Dotted path of the offending field, e.g. "email" or "items.2.quantity". */
  field: string
  message: string
}

export class AppError extends Error {
  override name = 'AppError'
  constructor(
    readonly status: number,
    /** Stable, machine-readable code (SCREAMING_SNAKE_CASE); clients branch on it, never on the message. */
    readonly code: string,
    message: string,
    readonly details?: { issues?: FieldIssue[]; retryAfter?: number; [key: string]: unknown },
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export const BadRequest = (message = 'Bad request', code = 'BAD_REQUEST') => new AppError(400, code, message)

export const ValidationFailed = (issues: FieldIssue[]) =>
  new AppError(400, 'VALIDATION_FAILED', issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ') || 'Invalid input', {
    issues,
  })

export const MalformedJson = () => new AppError(400, 'MALFORMED_JSON', 'Request body is not valid JSON')

export const Unauthorized = (message = 'Authentication required') => new AppError(401, 'UNAUTHORIZED', message)

export const Forbidden = (message = "You don't have permission to do this") => new AppError(403, 'FORBIDDEN', message)

export const NotFound = (message = 'Not found', code = 'NOT_FOUND') => new AppError(404, code, message)

export const MethodNotAllowed = (allowed: string[]) =>
  new AppError(405, 'METHOD_NOT_ALLOWED', `Method not allowed; use ${allowed.join(', ')}`, undefined, { Allow: allowed.join(', ') })

export const Conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message)

export const PayloadTooLarge = (limit: string) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', `Request body is too large (limit ${limit})`)

export const UnsupportedMediaType = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Request body must be JSON (Content-Type: application/json)')

/** 415 for a body in a Content-Encoding we do not decode (we accept identity, gzip, deflate and br). */
export const UnsupportedContentEncoding = (encoding: string) =>
  new AppError(415, 'UNSUPPORTED_CONTENT_ENCODING', `Content-Encoding "${encoding}" is not supported; send identity, gzip, deflate or br`)

/** 400 for a body that its Content-Encoding does not decode (e.g. "gzip" on bytes that are not gzip). */
export const UndecodableBody = (encoding: string, reason: string) =>
  new AppError(400, 'UNDECODABLE_BODY', `Request body could not be decoded as Content-Encoding "${encoding}" (${reason})`)

export const TooManyRequests = (retryAfterSeconds: number, message = 'Too many requests. Please try again later.') =>
  new AppError(429, 'RATE_LIMITED', message, { retryAfter: retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) })

export const ServiceUnavailable = (message = 'Service temporarily unavailable. Please try again later.', code = 'SERVICE_UNAVAILABLE') =>
  new AppError(503, code, message)

/** 400 with a message of its own (e.g. 'Invalid email or username') and the field issues behind it. */
export const InvalidInput = (message: string, code: string, issues: FieldIssue[] = []) => new AppError(400, code, message, { issues })

/** 401 for a failed sign-in, with a code the client can branch on (INVALID_CODE, CODE_EXPIRED, INVALID_CREDENTIALS). */
export const AuthenticationFailed = (message: string, code: string) => new AppError(401, code, message)

/**
 * 429 from a rate limit that protects the sign-in service; `error: 'high_traffic'` makes the client show its
 * Service Busy toast and a countdown from `retryAfter` (spec doc 1 §8).
 */
export const HighTraffic = (retryAfterSeconds: number, message: string) =>
  new AppError(429, 'HIGH_TRAFFIC', message, { retryAfter: retryAfterSeconds, error: 'high_traffic' }, { 'Retry-After': String(retryAfterSeconds) })
