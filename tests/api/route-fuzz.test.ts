/**
 * Route fuzz test (issue 20, acceptance 2; decision 016), part 1 of 3: every route the Koa routers register is sent
 * hostile input as a visitor, a signed-in user and an admin, and must answer without a 5xx and in the one error shape.
 * The cases are in tests/support/route-fuzz.ts; route-fuzz-2 and route-fuzz-3 take the other routes, side by side.
 * This part also checks the route list itself and the rules the fuzz test relies on.
 */
import { defineRouteFuzz } from '../support/route-fuzz.ts'

defineRouteFuzz({ shard: 0, shards: 3 })
