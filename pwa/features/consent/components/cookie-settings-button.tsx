import type { ComponentProps } from 'react'
import { openConsentSettings } from '../open-settings'

/** "Cookie settings": reopens the consent banner to change the answer. */
export function CookieSettingsButton({ className, children = 'Cookie settings', ...props }: ComponentProps<'button'>) {
  return (
    <button type="button" onClick={openConsentSettings} className={className} {...props}>
      {children}
    </button>
  )
}
