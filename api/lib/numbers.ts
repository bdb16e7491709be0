/** A rating or an average as the pages show it: one decimal, or null when there is none. */
export const oneDecimal = (value: number | null | undefined): number | null => (value == null ? null : Math.round(value * 10) / 10)
