import { Share2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'

/** Doc 1 §9: the link-copied message shows for 2 s. */
const COPIED_MS = 2000

/** Shares the page with the device's share sheet, or copies its address ('Link Copied!'). */
export function ShareButton({ title, url }: { title: string; url: string }) {
  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return // the person closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: 'Link Copied!', description: 'The link is on your clipboard.', duration: COPIED_MS })
    } catch {
      console.warn('Copying the link failed')
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void share()}>
      <Share2 className="h-4 w-4" aria-hidden="true" />
      Share
    </Button>
  )
}
