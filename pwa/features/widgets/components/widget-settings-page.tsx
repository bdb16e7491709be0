import { useId, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, CloudSun, DollarSign, Info, LayoutDashboard, Ticket, type LucideIcon } from 'lucide-react'
import type { WidgetId, WidgetPreferences } from '@contracts/widgets'
import { enabledWidgets, samePreferences, toggleWidget, WIDGET_FLAGS, WIDGET_IDS, WIDGET_MESSAGES } from '@contracts/widget-rules'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { PageSpinner } from '@/components/page-spinner'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/components/ui/use-toast'
import { Card } from '@/features/profile/components/profile-cards'
import { usePageTitle } from '@/lib/use-page-title'
import { widgetPreferencesQuery } from '../api/get-widget-preferences'
import { useUpdateWidgetPreferences } from '../api/update-widget-preferences'

/** Saved without a connection: the change waits in the offline queue (pwa/lib/offline-queue.ts). */
const SAVED_OFFLINE = { title: 'Saved on this device', description: "You're offline. Your widget settings will be saved when you're back online." }

/** The switches of doc 3 §2, in this order. */
const WIDGETS: Record<WidgetId, { name: string; description: string; icon: LucideIcon }> = {
  weather: { name: 'Weather', description: 'Current weather conditions and forecast', icon: CloudSun },
  forex: { name: 'Foreign Exchange', description: 'USD to PHP exchange rates', icon: DollarSign },
  lotto: { name: 'Lotto Results', description: 'Latest lottery numbers and results', icon: Ticket },
}

/**
 * Widget settings (/settings and /profile/{username}/widget-settings; spec doc 3 §2, §4, §8): one switch
 * per widget, only one on at a time; changes stay pending until Save, which shows 'Saving...' and then
 * the success or failure toast.
 */
export function WidgetSettingsPage() {
  usePageTitle('Widget Settings')
  const saved = useQuery(widgetPreferencesQuery())
  const save = useUpdateWidgetPreferences()
  const [pending, setPending] = useState<WidgetPreferences | null>(null)

  if (saved.isPending) return <PageSpinner label="Loading your widget settings…" />
  if (!saved.data) {
    return (
      <Shell>
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
          <p className="font-semibold">Couldn’t load your widget settings.</p>
          <Button variant="outline" className="mt-3" onClick={() => void saved.refetch()}>
            Try again
          </Button>
        </div>
      </Shell>
    )
  }

  const current = saved.data
  const shown = pending ?? current
  const enabled = enabledWidgets(shown)

  function change(id: WidgetId, on: boolean) {
    const next = toggleWidget(shown, id, on)
    setPending(samePreferences(next, current) ? null : next)
  }

  async function onSave() {
    if (!pending) return
    try {
      const outcome = await save.mutateAsync(pending)
      setPending(null)
      if (outcome.status === 'queued') toast({ title: SAVED_OFFLINE.title, description: SAVED_OFFLINE.description })
      else toast({ title: WIDGET_MESSAGES.saveSuccessTitle, description: WIDGET_MESSAGES.saveSuccess })
    } catch {
      toast({ variant: 'destructive', title: WIDGET_MESSAGES.saveFailureTitle, description: WIDGET_MESSAGES.saveFailure })
    }
  }

  return (
    <Shell>
      <div className="grid gap-6 lg:grid-cols-[1fr_300px]">
        <Card title="Home page widget">
          <p className="text-sm text-slate-700">Choose the widget shown on your home page. Only one widget can be on at a time.</p>
          <ul className="mt-4 divide-y divide-slate-100">
            {WIDGET_IDS.map((id) => (
              <WidgetSwitch key={id} id={id} checked={shown[WIDGET_FLAGS[id]]} disabled={save.isPending} onChange={(on) => change(id, on)} />
            ))}
          </ul>
          {pending ? (
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
              <p role="status" className="text-sm text-slate-700">
                You have unsaved changes.
              </p>
              <Button onClick={() => void onSave()} disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          ) : null}
        </Card>
        <div className="space-y-6">
          <Card title="Homepage Preview">
            <p className="flex items-start gap-2 text-sm text-slate-800" data-testid="homepage-preview">
              <LayoutDashboard className="mt-0.5 h-4 w-4 shrink-0 text-blue-700" aria-hidden="true" />
              {enabled.length === 0 ? (
                'No widgets enabled'
              ) : (
                <span>
                  {enabled.length} {enabled.length === 1 ? 'widget' : 'widgets'} enabled: {enabled.map((id) => WIDGETS[id].name).join(', ')}
                </span>
              )}
            </p>
          </Card>
          <Card title="About Widgets">
            <ul className="space-y-2 text-sm text-slate-700">
              <li className="flex items-start gap-2">
                <Info className="mt-0.5 h-4 w-4 shrink-0 text-blue-700" aria-hidden="true" />
                Weather covers Metro Manila, or the location you chose for nearby cinemas.
              </li>
              <li className="flex items-start gap-2">
                <Info className="mt-0.5 h-4 w-4 shrink-0 text-blue-700" aria-hidden="true" />
                Foreign Exchange shows the published US dollar to peso reference rate, updated on working days.
              </li>
              <li className="flex items-start gap-2">
                <Info className="mt-0.5 h-4 w-4 shrink-0 text-blue-700" aria-hidden="true" />
                Lotto Results shows the latest PCSO draws. Always check your ticket with PCSO.
              </li>
            </ul>
          </Card>
        </div>
      </div>
    </Shell>
  )
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-6">
      <Link to="/" className="inline-flex items-center gap-1 rounded text-sm font-medium text-blue-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Widget Settings</h1>
      <div className="mt-6">{children}</div>
    </div>
  )
}

function WidgetSwitch({ id, checked, disabled, onChange }: { id: WidgetId; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  const widget = WIDGETS[id]
  const htmlId = useId()
  const Icon = widget.icon
  return (
    <li className="flex items-center justify-between gap-4 py-4">
      <div className="flex min-w-0 items-start gap-3">
        <Icon className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" aria-hidden="true" />
        <div className="min-w-0">
          <label htmlFor={htmlId} className="font-medium text-slate-900">
            {widget.name}
          </label>
          <p id={`${htmlId}-description`} className="text-sm text-slate-600">
            {widget.description}
          </p>
        </div>
      </div>
      <Switch id={htmlId} checked={checked} disabled={disabled} onCheckedChange={onChange} aria-describedby={`${htmlId}-description`} />
    </li>
  )
}
