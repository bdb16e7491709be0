import { describe, expect, it } from 'vitest'
import { centavosToPesosInput, pesosInputToCentavos } from '../../pwa/features/admin-tickets/lib/pesos-input.ts'

describe('admin pesos inputs (decision 037: centavos on the wire)', () => {
  it('reads pesos with up to two decimals as whole centavos, without float rounding', () => {
    expect(pesosInputToCentavos('20')).toBe(2000)
    expect(pesosInputToCentavos('20.5')).toBe(2050)
    expect(pesosInputToCentavos('20.05')).toBe(2005)
    expect(pesosInputToCentavos('0.29')).toBe(29)
    expect(pesosInputToCentavos(' ₱1,250.10 ')).toBe(125010)
    expect(pesosInputToCentavos('20.')).toBe(2000)
  })

  it('refuses anything else', () => {
    for (const bad of ['', '-5', '1.234', 'abc', '1e3', '.5', '20.5.1']) expect(pesosInputToCentavos(bad)).toBeNull()
  })

  it('round-trips every centavo amount it writes', () => {
    for (const centavos of [0, 1, 29, 1550, 50_000, 123_456]) expect(pesosInputToCentavos(centavosToPesosInput(centavos))).toBe(centavos)
    expect(centavosToPesosInput(1550)).toBe('15.50')
  })
})
