import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { ExternalLink } from 'lucide-react'
import type { GuideLink } from '../content/types'

/** Splits "/search?q=x&category=places" into the router's path and search object. */
export function internalTarget(to: string): { to: string; search?: Record<string, string> } {
  const url = new URL(to, 'http://gala.invalid')
  const search = Object.fromEntries(url.searchParams)
  return Object.keys(search).length > 0 ? { to: url.pathname, search } : { to: url.pathname }
}

/** A guide's link: our pages through the router, other sites in a new tab with noopener. */
export function GuideLinkView({ link, className, children }: { link: GuideLink; className?: string; children?: ReactNode }) {
  const content = children ?? link.label
  if (link.href !== undefined) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        {content}
        <ExternalLink className="ml-1 inline h-3.5 w-3.5 align-[-2px]" aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  const target = internalTarget(link.to)
  return (
    <Link to={target.to} search={target.search} className={className}>
      {content}
    </Link>
  )
}
