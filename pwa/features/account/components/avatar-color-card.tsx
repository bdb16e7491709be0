import { useState } from 'react'
import { Check } from 'lucide-react'
import { AVATAR_COLORS_OFFERED, AVATAR_COLOR_NAMES, accountMessages } from '@contracts/account'
import type { PublicUser } from '@contracts/user'
import { toast } from '@/components/ui/use-toast'
import { Card } from '@/features/profile/components/profile-cards'
import { useUpdateAvatarColor } from '../api/update-avatar-color'
import { accountErrorText } from './profile-info-form'

/** The avatar colour (doc 3 §9): the first 6 colours of the palette as radio buttons; choosing one saves it. */
export function AvatarColorCard({ user }: { user: PublicUser }) {
  const update = useUpdateAvatarColor()
  // Set in the click itself, so the controlled radio shows the choice at once (the saved user follows).
  const [chosen, setChosen] = useState<string | null>(null)
  const current = chosen ?? user.avatarColor

  function choose(avatarColor: string) {
    if (avatarColor === current) return
    setChosen(avatarColor)
    update.mutate(
      { avatarColor },
      {
        onSettled: () => setChosen(null),
        onSuccess: () => toast({ title: 'Avatar colour updated', description: `Your avatar is now ${AVATAR_COLOR_NAMES[avatarColor as keyof typeof AVATAR_COLOR_NAMES]}.` }),
        onError: (err) => toast({ title: accountMessages.updateFailed, description: accountErrorText(err, 'Please try again.'), variant: 'destructive' }),
      },
    )
  }

  return (
    <Card title="Avatar colour">
      <fieldset>
        <legend className="text-sm text-slate-700">Shown behind your initial when you have no photo.</legend>
        <div className="mt-3 flex flex-wrap gap-3">
          {AVATAR_COLORS_OFFERED.map((color) => {
            const selected = current === color
            return (
              <label key={color} className="relative inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-full" style={{ backgroundColor: color }}>
                <input
                  type="radio"
                  name="avatarColor"
                  value={color}
                  checked={selected}
                  onChange={() => choose(color)}
                  className="peer absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
                  aria-label={AVATAR_COLOR_NAMES[color]}
                />
                {selected ? <Check className="pointer-events-none h-5 w-5 text-white" aria-hidden="true" /> : null}
              </label>
            )
          })}
        </div>
      </fieldset>
    </Card>
  )
}
