import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { scriptVerdict } from '@contracts/site-scripts-rules'
import { useThirdPartyAllowed } from '@/lib/consent'
import { usePublicScripts } from '../api/get-public-scripts'
import { injectScript, removeInjected } from '../inject'

/**
 * Injects the site scripts editors saved (issue 16, decision 035): polled every 30 s, each one only where it may
 * run (never on admin or ticket pages, nor on paths it excludes) and, unless marked essential, only after the
 * visitor accepted third-party cookies. A script leaves the page when it no longer applies (another page, an
 * edit, switched off); one that still applies is left alone, so a poll or a navigation never runs it twice.
 * Renders nothing.
 */
export function SiteScripts() {
  const pathname = useLocation({ select: (location) => location.pathname })
  const consent = useThirdPartyAllowed()
  const { data } = usePublicScripts()
  const injected = useRef(new Set<string>())

  useEffect(() => {
    const wanted = new Map((data?.scripts ?? []).filter((script) => scriptVerdict({ ...script, enabled: true }, pathname, consent).runs).map((script) => [script.version, script]))
    for (const version of injected.current) {
      if (!wanted.has(version)) {
        removeInjected(version)
        injected.current.delete(version)
      }
    }
    for (const [version, script] of wanted) {
      if (injected.current.has(version)) continue
      try {
        injectScript(script.markup, script.position, version)
      } catch (err) {
        console.warn('A site script could not be injected', err)
      }
      injected.current.add(version)
    }
    // The scripts this page was given have been applied to it: <html data-site-scripts="{path}">, for tests that
    // check a script did not run (before this, "not run" could only mean "not yet").
    if (data) document.documentElement.dataset.siteScripts = pathname
  }, [data, pathname, consent])

  return null
}
