/** The digits of a mailed code (sign-in, confirmation, username change, account deletion): label and input, spaces dropped. */
export function CodeField({
  id,
  label = 'Verification code',
  name = 'verificationCode',
  length = 6,
  value,
  onChange,
  problemId,
}: {
  id: string
  label?: string
  name?: string
  length?: number
  value: string
  onChange: (code: string) => void
  /** The id of the message explaining what is wrong, when something is. */
  problemId?: string
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        maxLength={length}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\s+/g, '').slice(0, length))}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        className="h-11 w-full max-w-xs rounded-md border border-slate-400 px-3 font-mono text-lg tracking-[0.3em] text-slate-900"
      />
    </div>
  )
}
