/**
 * SQLite has no JSON type: lists and objects are stored as String columns (see schema comments).
 * These two helpers are the only place that turns them back and forth.
 */
export function toJsonColumn(value: unknown): string {
  return JSON.stringify(value)
}

/** Parses a JSON column, answering `fallback` for null, empty or malformed text (never throws). */
export function parseJsonColumn<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}
