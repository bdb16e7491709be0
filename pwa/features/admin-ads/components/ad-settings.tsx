import { useState, type FormEvent } from 'react'
import { AD_SLOT_IDS, HouseAdBody, type AdminHouseAd, type HouseAdBodyInput } from '@contracts/ads'
import { Button } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/components/ui/use-toast'
import { usePageTitle } from '@/lib/use-page-title'
import { useAdminAds, useDeleteCreative, useSaveAdSettings, useSaveCreative } from '../api/admin-ads'
import { FIELD, LABEL, failure, issuesOf } from './shared'

/**
 * /admin/ad-settings (decision 034): the global on/off toggle, the Google Publisher Tag network code, and the
 * house creatives with their impression and click counts.
 */
export function AdSettings() {
  usePageTitle('Ad Settings')
  const { data, isPending, isError } = useAdminAds()
  const [editing, setEditing] = useState<AdminHouseAd | 'new' | null>(null)
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-8">
      <h1 className="text-2xl font-extrabold text-slate-900">Ad Settings</h1>
      {isPending ? <p>Loading…</p> : null}
      {isError ? <p role="alert">The ad settings could not be loaded.</p> : null}
      {data ? (
        <>
          <SettingsForm key={`${data.data.enabled}:${data.data.gptNetworkCode}`} enabled={data.data.enabled} gptNetworkCode={data.data.gptNetworkCode} />
          <section aria-labelledby="creatives-heading" className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="creatives-heading" className="text-xl font-bold text-slate-900">
                House ads
              </h2>
              <Button type="button" onClick={() => setEditing('new')}>
                Add creative
              </Button>
            </div>
            {editing ? (
              <CreativeForm key={editing === 'new' ? 'new' : editing.id} creative={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
            ) : null}
            <CreativeList creatives={data.data.creatives} onEdit={setEditing} />
          </section>
        </>
      ) : null}
    </div>
  )
}

function SettingsForm(props: { enabled: boolean; gptNetworkCode: string }) {
  const [enabled, setEnabled] = useState(props.enabled)
  const [code, setCode] = useState(props.gptNetworkCode)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSaveAdSettings()

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    save.mutate(
      { enabled, gptNetworkCode: code.trim() },
      {
        onSuccess: (result) => {
          setErrors({})
          toast({
            title: result.message,
            description: enabled ? 'Ads are on.' : 'Ads are off on every page.',
          })
        },
        onError: (error) => {
          setErrors(issuesOf(error))
          toast({
            variant: 'destructive',
            title: 'Not saved',
            description: failure(error, 'The settings could not be saved.'),
          })
        },
      },
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl border border-slate-200 bg-white p-5" aria-labelledby="settings-heading">
      <h2 id="settings-heading" className="text-xl font-bold text-slate-900">
        Settings
      </h2>
      <div className="flex items-center gap-3">
        <Switch id="ads-enabled" checked={enabled} onCheckedChange={setEnabled} />
        <label htmlFor="ads-enabled" className={LABEL}>
          Show ads on the site
        </label>
      </div>
      <div>
        <label htmlFor="gpt-network-code" className={LABEL}>
          Google Publisher Tag network code
        </label>
        <input
          id="gpt-network-code"
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className={`${FIELD} max-w-xs`}
          aria-invalid={Boolean(errors.gptNetworkCode)}
          aria-describedby="gpt-help"
        />
        <p id="gpt-help" className="mt-1 text-sm text-slate-600">
          Leave empty to show house ads only. Google&rsquo;s script loads only for visitors who accepted third-party cookies.
        </p>
        {errors.gptNetworkCode ? <p className="mt-1 text-sm text-red-700">{errors.gptNetworkCode}</p> : null}
      </div>
      <Button type="submit" disabled={save.isPending}>
        Save settings
      </Button>
    </form>
  )
}

const ctr = (creative: AdminHouseAd) => (creative.impressions === 0 ? '–' : `${((creative.clicks / creative.impressions) * 100).toFixed(1)}%`)

function CreativeList({ creatives, onEdit }: { creatives: AdminHouseAd[]; onEdit: (creative: AdminHouseAd) => void }) {
  const remove = useDeleteCreative()
  if (creatives.length === 0) return <p className="text-slate-700">No house ads yet.</p>
  return (
    <ul className="space-y-3">
      {creatives.map((creative) => (
        <li
          key={creative.id}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
          data-testid="house-ad"
        >
          <img src={creative.imageUrl} alt="" width={96} height={64} className="h-16 w-24 shrink-0 rounded bg-slate-100 object-contain" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">
              {creative.name} {creative.enabled ? null : <span className="ml-1 rounded bg-slate-200 px-2 py-0.5 text-xs">Off</span>}
            </p>
            <p className="text-sm text-slate-700">
              {creative.sizes.join(', ')} · {creative.slots.length > 0 ? creative.slots.join(', ') : 'any slot'} · weight {creative.weight}
              {creative.startsAt || creative.endsAt ? ` · ${creative.startsAt ?? '…'} to ${creative.endsAt ?? '…'}` : ''}
            </p>
            <p className="text-sm text-slate-700">
              {creative.impressions.toLocaleString('en-PH')} impressions · {creative.clicks.toLocaleString('en-PH')} clicks · CTR {ctr(creative)}
            </p>
          </div>
          <div className="flex gap-2">
            <Button type="button" variant="secondary" onClick={() => onEdit(creative)} aria-label={`Edit ${creative.name}`}>
              Edit
            </Button>
            <Button
              type="button"
              variant="secondary"
              aria-label={`Delete ${creative.name}`}
              onClick={() => {
                if (!window.confirm(`Delete the creative "${creative.name}"?`)) return
                remove.mutate(creative.id, {
                  onSuccess: (result) =>
                    toast({
                      title: result.message,
                      description: creative.name,
                    }),
                  onError: (error) =>
                    toast({
                      variant: 'destructive',
                      title: 'Not deleted',
                      description: failure(error, 'The creative could not be deleted.'),
                    }),
                })
              }}
            >
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}

interface CreativeValues {
  name: string
  imageUrl: string
  linkUrl: string
  altText: string
  sizes: string
  slots: string[]
  startsAt: string
  endsAt: string
  weight: string
  enabled: boolean
}

function valuesOf(creative?: AdminHouseAd): CreativeValues {
  return {
    name: creative?.name ?? '',
    imageUrl: creative?.imageUrl ?? '',
    linkUrl: creative?.linkUrl ?? '',
    altText: creative?.altText ?? '',
    sizes: creative?.sizes.join(', ') ?? '300x250',
    slots: creative?.slots ?? [],
    startsAt: creative?.startsAt ?? '',
    endsAt: creative?.endsAt ?? '',
    weight: String(creative?.weight ?? 1),
    enabled: creative?.enabled ?? true,
  }
}

function inputOf(values: CreativeValues): HouseAdBodyInput {
  return {
    name: values.name,
    imageUrl: values.imageUrl,
    linkUrl: values.linkUrl,
    altText: values.altText,
    sizes: values.sizes
      .split(/[,\s]+/)
      .map((size) => size.trim())
      .filter(Boolean),
    slots: values.slots as HouseAdBodyInput['slots'],
    startsAt: values.startsAt || null,
    endsAt: values.endsAt || null,
    weight: Number(values.weight),
    enabled: values.enabled,
  }
}

function CreativeForm({ creative, onDone }: { creative?: AdminHouseAd; onDone: () => void }) {
  const [values, setValues] = useState(() => valuesOf(creative))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSaveCreative()
  const set = (field: keyof CreativeValues) => (e: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: e.target.value }))

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    const input = inputOf(values)
    const parsed = HouseAdBody.safeParse(input)
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'form')] ??= issue.message
      return setErrors(next)
    }
    save.mutate(
      { id: creative?.id, input },
      {
        onSuccess: (result) => {
          toast({ title: result.message, description: result.data.name })
          onDone()
        },
        onError: (error) => {
          const issues = issuesOf(error)
          setErrors(Object.fromEntries(Object.entries(issues).map(([field, message]) => [field.split('.')[0]!, message])))
          toast({
            variant: 'destructive',
            title: 'Not saved',
            description: failure(error, 'The creative could not be saved.'),
          })
        },
      },
    )
  }

  const text = (field: 'name' | 'imageUrl' | 'linkUrl' | 'altText' | 'sizes' | 'weight', label: string, help?: string, type = 'text') => (
    <div>
      <label htmlFor={`creative-${field}`} className={LABEL}>
        {label}
      </label>
      <input
        id={`creative-${field}`}
        name={field}
        type={type}
        value={values[field]}
        onChange={set(field)}
        className={FIELD}
        aria-invalid={Boolean(errors[field])}
      />
      {help ? <p className="mt-1 text-sm text-slate-600">{help}</p> : null}
      {errors[field] ? <p className="mt-1 text-sm text-red-700">{errors[field]}</p> : null}
    </div>
  )

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-xl border border-blue-200 bg-blue-50/40 p-5"
      aria-label={creative ? `Edit ${creative.name}` : 'New creative'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'Name')}
        {text('altText', 'Alt text')}
        {text('imageUrl', 'Image URL', 'https://… or a path on this site, like /ads/house/mrec.svg')}
        {text('linkUrl', 'Link URL')}
        {text('sizes', 'Sizes', 'Width x height, separated by commas: 300x250, 728x90')}
        {text('weight', 'Weight (1-100)', undefined, 'number')}
        <div>
          <label htmlFor="creative-startsAt" className={LABEL}>
            First day (optional)
          </label>
          <input
            id="creative-startsAt"
            type="date"
            value={values.startsAt}
            onChange={set('startsAt')}
            className={FIELD}
            aria-invalid={Boolean(errors.startsAt)}
          />
          {errors.startsAt ? <p className="mt-1 text-sm text-red-700">{errors.startsAt}</p> : null}
        </div>
        <div>
          <label htmlFor="creative-endsAt" className={LABEL}>
            Last day (optional)
          </label>
          <input id="creative-endsAt" type="date" value={values.endsAt} onChange={set('endsAt')} className={FIELD} aria-invalid={Boolean(errors.endsAt)} />
          {errors.endsAt ? <p className="mt-1 text-sm text-red-700">{errors.endsAt}</p> : null}
        </div>
      </div>
      <fieldset>
        <legend className={LABEL}>Slots (none ticked: any slot)</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {AD_SLOT_IDS.map((slot) => (
            <label key={slot} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={values.slots.includes(slot)}
                onChange={(e) =>
                  setValues((current) => ({
                    ...current,
                    slots: e.target.checked ? [...current.slots, slot] : current.slots.filter((s) => s !== slot),
                  }))
                }
              />
              {slot}
            </label>
          ))}
        </div>
        {errors.slots ? <p className="mt-1 text-sm text-red-700">{errors.slots}</p> : null}
      </fieldset>
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-900">
        <input type="checkbox" checked={values.enabled} onChange={(e) => setValues((current) => ({ ...current, enabled: e.target.checked }))} />
        Enabled
      </label>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {creative ? 'Save creative' : 'Add creative'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
