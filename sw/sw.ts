/// <reference lib="webworker" />
// The service worker only wires modules together; each concern lives in its own file.
import type { PrecacheEntry } from 'workbox-precaching'
import { setUpRuntimeCaching } from './caching'
import { setUpLifecycle } from './lifecycle'
import { setUpPrecache } from './precache'
import { setUpPush } from './push'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }

setUpLifecycle()
setUpPrecache(self.__WB_MANIFEST)
setUpRuntimeCaching()
setUpPush()
