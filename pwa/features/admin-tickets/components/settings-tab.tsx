import { useState, type FormEvent } from 'react'
import { PAYMENT_PROVIDERS, TICKET_RULES, formatPesos, type PaymentProviderFamily, type TicketSettings } from '@contracts/tickets'
import { PROVIDER_NAMES } from '@contracts/ticket-info'
import { Button } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/components/ui/use-toast'
import { useTicketSettings, useUpdateTicketSettings } from '../api/ticket-settings'
import { centavosToPesosInput, pesosInputToCentavos } from '../lib/pesos-input'
import { LoadError, inputClass, labelClass, writeErrorMessage } from './shared'

/** Sales on/off, convenience fee, hold length and provider per cinema group (Mall.operator). */
export function SettingsTab() {
  const settings = useTicketSettings()
  if (settings.isPending)
    return (
      <p role="status" className="text-slate-600">
        Loading the cinema groups…
      </p>
    )
  if (settings.isError) return <LoadError what="the cinema groups" error={settings.error} retry={() => void settings.refetch()} />
  return (
    <>
      <p className="max-w-prose text-slate-700">
        Each cinema group sells with its own settings. The convenience fee is charged per ticket; the hold is how long chosen seats stay
        reserved while the buyer pays. A group turned off sells nothing until it is turned on again. Every change is recorded in the audit
        log.
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2" aria-label="Cinema groups">
        {settings.data.map((group) => (
          <li key={group.group}>
            <GroupSettingsForm settings={group} />
          </li>
        ))}
      </ul>
    </>
  )
}

function GroupSettingsForm({ settings }: { settings: TicketSettings }) {
  const update = useUpdateTicketSettings()
  const [salesEnabled, setSalesEnabled] = useState(settings.salesEnabled)
  const [fee, setFee] = useState(centavosToPesosInput(settings.convenienceFee))
  const [holdMinutes, setHoldMinutes] = useState(String(settings.holdMinutes))
  const [provider, setProvider] = useState<PaymentProviderFamily>(settings.provider)
  const [error, setError] = useState<string | null>(null)
  const id = `group-${settings.group}`

  function save(event: FormEvent) {
    event.preventDefault()
    const convenienceFee = pesosInputToCentavos(fee)
    if (convenienceFee === null || convenienceFee > TICKET_RULES.maxConvenienceFee) {
      setError(`Enter the fee in pesos with at most two decimals, up to ${formatPesos(TICKET_RULES.maxConvenienceFee)}.`)
      return
    }
    const minutes = Number(holdMinutes)
    if (!Number.isInteger(minutes) || minutes < TICKET_RULES.minHoldMinutes || minutes > TICKET_RULES.maxHoldMinutes) {
      setError(`The hold lasts between ${TICKET_RULES.minHoldMinutes} and ${TICKET_RULES.maxHoldMinutes} minutes.`)
      return
    }
    setError(null)
    update.mutate(
      { group: settings.group, body: { salesEnabled, convenienceFee, holdMinutes: minutes, provider } },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Ticket settings saved',
            description: `${saved.name}: sales ${saved.salesEnabled ? 'on' : 'off'}, fee ${formatPesos(saved.convenienceFee)} per ticket, ${saved.holdMinutes}-minute holds.`,
          }),
        onError: (failure) => setError(writeErrorMessage(failure)),
      },
    )
  }

  return (
    <form
      onSubmit={save}
      aria-labelledby={`${id}-name`}
      data-testid={`ticket-group-${settings.group}`}
      className="h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-name`} className="text-lg font-semibold text-slate-900">
            {settings.name}
          </h2>
          <p className="text-sm text-slate-600">
            {settings.cinemas} {settings.cinemas === 1 ? 'cinema' : 'cinemas'} ·{' '}
            <span data-testid="sales-state" className={settings.salesEnabled ? 'font-medium text-green-800' : 'font-medium text-red-800'}>
              {settings.salesEnabled ? 'Selling' : 'Sales off'}
            </span>
          </p>
        </div>
      </div>
      <div className="mt-4 flex items-center justify-between gap-3">
        <label htmlFor={`${id}-sales`} className="text-sm font-medium text-slate-800">
          Ticket sales
        </label>
        <Switch id={`${id}-sales`} checked={salesEnabled} onCheckedChange={setSalesEnabled} />
      </div>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <label className={labelClass}>
          Convenience fee per ticket (₱)
          <input
            name="convenienceFee"
            inputMode="decimal"
            autoComplete="off"
            value={fee}
            onChange={(event) => setFee(event.target.value)}
            className={inputClass}
            aria-describedby={`${id}-fee-hint`}
          />
          <span id={`${id}-fee-hint`} className="text-xs font-normal text-slate-600">
            Pesos, two decimals (e.g. 20.00)
          </span>
        </label>
        <label className={labelClass}>
          Hold length (minutes)
          <input
            name="holdMinutes"
            type="number"
            inputMode="numeric"
            min={TICKET_RULES.minHoldMinutes}
            max={TICKET_RULES.maxHoldMinutes}
            value={holdMinutes}
            onChange={(event) => setHoldMinutes(event.target.value)}
            className={inputClass}
          />
        </label>
        <label className={`${labelClass} sm:col-span-2`}>
          Payment provider
          <select name="provider" value={provider} onChange={(event) => setProvider(event.target.value as PaymentProviderFamily)} className={inputClass}>
            {PAYMENT_PROVIDERS.map((family) => (
              <option key={family} value={family}>
                {PROVIDER_NAMES[family]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
          <span className="sr-only"> {settings.name}</span>
        </Button>
        {settings.updatedAt ? (
          <span className="text-xs text-slate-600">
            Last changed {new Date(settings.updatedAt).toLocaleString('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' })}
          </span>
        ) : (
          <span className="text-xs text-slate-600">Default settings</span>
        )}
      </div>
    </form>
  )
}
