/**
 * The admin forms take money as pesos with up to two decimals ("20", "20.5", "1,250.00") and the API stores
 * whole centavos (decision 037): the conversion is done on the digits, never with floating-point arithmetic.
 */

/** 2050 → "20.50" (the value an input starts with). */
export function centavosToPesosInput(centavos: number): string {
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`
}

/** "20.50" → 2050; null when the text is not an amount of pesos with at most two decimals. */
export function pesosInputToCentavos(input: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{0,2}))?$/.exec(input.trim().replaceAll(',', '').replace(/^₱\s*/, ''))
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
