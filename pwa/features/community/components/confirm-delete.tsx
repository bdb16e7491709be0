import { useState } from 'react'
import { POST_MESSAGES } from '@contracts/posts-rules'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogContent, DialogRoot } from '@/components/ui/sheet'

/**
 * 'Delete Review?' / 'Delete Reply?' with 'This action cannot be undone. The review will be permanently
 * removed.' (doc 3 §4). The trigger is a real button; focus returns to it when the dialog closes.
 */
export function ConfirmDelete({ kind, onConfirm }: { kind: 'review' | 'reply'; onConfirm: () => Promise<boolean> }) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const title = kind === 'review' ? POST_MESSAGES.deleteReviewTitle : POST_MESSAGES.deleteReplyTitle
  async function confirm() {
    setBusy(true)
    const done = await onConfirm()
    setBusy(false)
    if (done) setOpen(false)
  }
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} className="text-red-800">
        Delete
        <span className="sr-only"> {kind}</span>
      </Button>
      <DialogContent title={title} description={POST_MESSAGES.deleteConfirmation}>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={busy} onClick={() => void confirm()}>
            {busy ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  )
}
