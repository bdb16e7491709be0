import { cn } from '@/lib/cn'

/**
 * The article's body. The HTML is the server's `content.rendered`, which the API sanitised with an
 * allow-list when it was written and again when it was served (api/lib/sanitize-html.ts); the page's
 * Content-Security-Policy (no inline scripts or handlers) is a third layer. Nothing else is ever put here.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-none space-y-4 text-base leading-relaxed text-slate-800 sm:text-lg',
        '[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 sm:[&_h2]:text-2xl',
        '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold',
        '[&_a]:font-medium [&_a]:text-blue-700 [&_a]:underline [&_a]:underline-offset-2',
        '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
        '[&_blockquote]:border-l-4 [&_blockquote]:border-blue-700 [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-slate-700',
        '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_figure]:my-6 [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-slate-600',
        '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4 [&_code]:text-sm',
        '[&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_td]:border [&_td]:border-slate-300 [&_td]:p-2 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:p-2 [&_th]:text-left',
        className,
      )}
      // Sanitised by the API (see above); this is the only place article HTML is rendered.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
