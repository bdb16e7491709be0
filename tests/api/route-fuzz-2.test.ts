/** Route fuzz test (issue 20, acceptance 2; decision 016), part 2 of 3: see tests/api/route-fuzz.test.ts. */
import { defineRouteFuzz } from '../support/route-fuzz.ts'

defineRouteFuzz({ shard: 1, shards: 3 })
