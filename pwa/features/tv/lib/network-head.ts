import { pageHead } from '@/lib/route-head'

/** The head of a streaming network's page (kept tiny: route heads live in the entry chunk). */
export function networkHead(name: string | null) {
  return name
    ? pageHead(`New on ${name}`, `What’s new and coming soon on ${name} in the Philippines, and alerts for when a title starts streaming.`)
    : pageHead('Streaming network', 'What’s new and coming soon on a streaming service in the Philippines.')
}
