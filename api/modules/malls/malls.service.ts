import type { MallRegion, MallsResponse } from '../../contracts/malls.ts'
import type { AppDeps } from '../../types.ts'
import { presentMall } from './mall.presenter.ts'
import { mallsRepository } from './malls.repository.ts'

export function mallsService(deps: Pick<AppDeps, 'db'>) {
  const repo = mallsRepository(deps.db)
  return {
    /** Malls with their cinemas, Metro Manila first, and the mall groups among them. */
    async list(region?: MallRegion): Promise<MallsResponse> {
      const data = (await repo.list(region)).map(presentMall)
      const operators = new Map<string, number>()
      for (const mall of data) operators.set(mall.operator, (operators.get(mall.operator) ?? 0) + 1)
      return {
        status: 'success',
        data,
        operators: [...operators].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
      }
    },
  }
}
