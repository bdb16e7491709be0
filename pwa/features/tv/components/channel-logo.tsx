import type { Channel } from '@contracts/tv'
import { cn } from '@/lib/cn'

/** A channel's generated logo; decorative beside its name. */
export function ChannelLogo({ channel, size = 48, className }: { channel: Pick<Channel, 'logo'>; size?: number; className?: string }) {
  return (
    <img
      src={channel.logo}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className={cn('shrink-0 rounded-md border border-slate-200 bg-white object-contain', className)}
      style={{ width: size, height: size }}
    />
  )
}
