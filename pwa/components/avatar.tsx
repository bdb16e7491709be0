import { useState } from 'react'
import { cn } from '@/lib/cn'
import { avatarLetter } from '@/lib/initials'
import { readableAvatarBackground } from '@/lib/avatar-color'
import { brokenBeforeHydration } from '@/lib/failed-image'

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl'

const sizeClasses: Record<AvatarSize, string> = {
  sm: 'h-8 w-8 text-sm',
  md: 'h-10 w-10 text-base',
  lg: 'h-16 w-16 text-2xl',
  xl: 'h-24 w-24 text-4xl',
}

export interface AvatarProps {
  name?: string | null
  username?: string | null
  /** Image URL; when missing (or it fails to load) the first letter shows on the colour. */
  src?: string | null
  color?: string | null
  size?: AvatarSize
  className?: string
}

/**
 * The user's picture, or the uppercase first letter of their name (else username) in white on their
 * avatar colour (default blue), darkened when needed so the letter keeps AA contrast.
 */
export function Avatar({ name, username, src, color, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const label = name?.trim() || username?.trim() || 'User'
  const showImage = Boolean(src) && failedSrc !== src
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full font-semibold text-white',
        sizeClasses[size],
        className,
      )}
      style={showImage ? undefined : { backgroundColor: readableAvatarBackground(color) }}
      data-size={size}
    >
      {showImage ? (
        <img src={src!} alt={label} className="h-full w-full object-cover" onError={() => setFailedSrc(src ?? null)} ref={brokenBeforeHydration(() => setFailedSrc(src ?? null))} />
      ) : (
        <>
          <span aria-hidden="true">{avatarLetter(name, username)}</span>
          <span className="sr-only">{label}</span>
        </>
      )}
    </span>
  )
}
