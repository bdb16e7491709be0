import { useState } from 'react'
import { Trash2 } from 'lucide-react'
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
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {/* An icon on a phone: the author's actions fit beside Like and Reply on one line, so the card does not grow
            when the page learns whose review it is (decision 049). */}
        <span className="max-sm:sr-only">Delete</span>
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
