import { formatPesos } from '@/lib/manila'

/** Centavos (how the API sends every ticket amount, decision 037) as "₱20.00". */
export const pesos = (centavos: number) => formatPesos(centavos / 100)
