import { pageHead } from '@/lib/route-head'

/** The head of a streaming network's page, built by its loader (see headFromLoader). */
export function networkHead(name: string) {
  return pageHead(`New on ${name}`, `What’s new and coming soon on ${name} in the Philippines, and alerts for when a title starts streaming.`)
}
