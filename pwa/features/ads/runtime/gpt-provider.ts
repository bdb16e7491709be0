/**
 * Google Publisher Tag (decision 034): loaded only when a network code is configured AND the person allowed
 * third parties (pwa/lib/consent.ts). Ad units are /{network code}/{slot id}; a slot the service reports
 * empty is checked at once by the state machine.
 */
import type { AdSlotId } from '@contracts/ads-rules'
import type { AdFill, AdProvider, AdRequest } from './provider'

export const GPT_SCRIPT_URL = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js'

interface GptSlot {
  addService(service: unknown): GptSlot
  setTargeting(key: string, value: string): GptSlot
  getSlotElementId(): string
}
interface GptEvent {
  slot: GptSlot
  isEmpty: boolean
}
interface GoogleTag {
  cmd: Array<() => void>
  pubads(): {
    enableSingleRequest(): void
    addEventListener(type: 'slotRenderEnded', listener: (event: GptEvent) => void): void
    refresh(slots: GptSlot[]): void
  }
  defineSlot(unit: string, sizes: Array<[number, number]>, elementId: string): GptSlot | null
  enableServices(): void
  display(elementId: string): void
  destroySlots(slots: GptSlot[]): void
}

/** Sizes asked of the ad server per slot (the default 300x250 elsewhere). */
export function gptSizes(slot: AdSlotId, maxWidth: number): Array<[number, number]> {
  if (slot === 'leaderboard-ad' || slot === 'lower-leaderboard-ad') return maxWidth >= 728 ? [[728, 90]] : [[320, 50]]
  if (slot === 'stickyad') return [[320, 50], [320, 100]]
  return [[300, 250]]
}

export function gptProvider(networkCode: string): AdProvider {
  const win = window as Window & { googletag?: GoogleTag }
  win.googletag ??= { cmd: [] } as unknown as GoogleTag
  const tag = () => win.googletag!
  const onEmpty = new Map<string, () => void>()
  if (!document.querySelector(`script[src="${GPT_SCRIPT_URL}"]`)) {
    const script = document.createElement('script')
    script.src = GPT_SCRIPT_URL
    script.async = true
    document.head.append(script)
    tag().cmd.push(() => {
      tag().pubads().enableSingleRequest()
      tag().pubads().addEventListener('slotRenderEnded', (event) => {
        if (event.isEmpty) onEmpty.get(event.slot.getSlotElementId())?.()
      })
      tag().enableServices()
    })
  }
  return {
    name: 'gpt',
    fill(request: AdRequest): AdFill {
      let slot: GptSlot | null = null
      const id = request.element.id
      onEmpty.set(id, request.onEmpty)
      tag().cmd.push(() => {
        slot = tag().defineSlot(`/${networkCode}/${request.slot}`, gptSizes(request.slot, request.maxWidth), id)
        if (!slot) return
        slot.addService(tag().pubads())
        for (const [key, value] of Object.entries(request.targeting)) slot.setTargeting(key, value)
        tag().display(id)
      })
      return {
        refresh(targeting) {
          tag().cmd.push(() => {
            if (!slot) return
            for (const [key, value] of Object.entries(targeting)) slot.setTargeting(key, value)
            tag().pubads().refresh([slot])
          })
        },
        destroy() {
          onEmpty.delete(id)
          tag().cmd.push(() => {
            if (slot) tag().destroySlots([slot])
          })
        },
      }
    },
  }
}
