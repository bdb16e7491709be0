import { useId, useState } from 'react'
import { Flag } from 'lucide-react'
import { POST_MESSAGES, REPORT_REASONS, REPORT_REASON_LABELS, type ReportReason } from '@contracts/posts-rules'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogContent, DialogRoot } from '@/components/ui/sheet'
import { toast } from '@/components/ui/use-toast'
import { reportPost } from '../api/report-post'
import { serverMessage } from '../lib/errors'

/** Report a review or reply to the moderators (Gala addition; signed-in people, once each). */
export function ReportButton({ postId, kind }: { postId: number; kind: 'review' | 'reply' }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState<ReportReason>('spam')
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  async function send() {
    setBusy(true)
    try {
      await reportPost(postId, reason)
      setDone(true)
      setOpen(false)
      toast({ title: 'Reported', description: POST_MESSAGES.reported })
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, POST_MESSAGES.genericError) })
    } finally {
      setBusy(false)
    }
  }

  if (done)
    return (
      <span className="inline-flex min-h-11 items-center gap-1 px-3 text-sm text-slate-600">
        <Flag className="h-4 w-4" aria-hidden="true" />
        Reported
      </span>
    )
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Flag className="h-4 w-4" aria-hidden="true" />
        Report
        <span className="sr-only"> {kind}</span>
      </Button>
      <DialogContent title={`Report this ${kind}`} description="Tell the moderators what is wrong with it.">
        <fieldset className="space-y-2">
          <legend className="sr-only">Reason</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3 text-sm text-slate-900">
              <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} className="h-5 w-5" />
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <div className="mt-4 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button disabled={busy} onClick={() => void send()}>
            {busy ? 'Sending…' : 'Send report'}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  )
}
