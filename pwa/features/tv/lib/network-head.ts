import { breadcrumbJsonLd, pageHead } from '@/lib/page-head'

/**
 * The head of a streaming network's page, built by its loader (see headFromLoader). `path`: the page's canonical
 * address, the route table's (/netflix) when the network has one.
 */
export function networkHead(name: string, origin: string, path: string) {
  return pageHead(`New on ${name}`, `What’s new and coming soon on ${name} in the Philippines, and alerts for when a title starts streaming.`, {
    origin,
    path,
    jsonLd: breadcrumbJsonLd(origin, [
      ['TV Guide', '/tv'],
      ['Streaming', '/tv/streaming'],
      [name, path],
    ]),
  })
}
