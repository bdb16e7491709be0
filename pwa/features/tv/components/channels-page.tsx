import { Link } from '@tanstack/react-router'
import type { Channel } from '@contracts/tv'
import { useChannels } from '../api/get-channels'
import { ChannelLogo } from './channel-logo'
import { TvFrame } from './tv-frame'
import { TvQueryState } from './tv-query-state'

/** /tv/channels : free-to-air and cable channels, each linking to its schedule. */
export function ChannelsPage() {
  const channels = useChannels()
  return (
    <TvFrame title="TV Channels" description="Free-to-air and cable channels in the Philippines, with their schedules for the week." crumbs={[{ label: 'TV Guide', to: '/tv' }, { label: 'Channels' }]}>
      <TvQueryState query={channels} loading="Loading channels…">
        {(answer) => (
          <>
            <ChannelGroup title="Free-to-air" channels={answer.data.filter((channel) => channel.kind === 'free-to-air')} />
            <ChannelGroup title="Cable" channels={answer.data.filter((channel) => channel.kind === 'cable')} />
          </>
        )}
      </TvQueryState>
    </TvFrame>
  )
}

function ChannelGroup({ title, channels }: { title: string; channels: Channel[] }) {
  if (channels.length === 0) return null
  const id = `channels-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {channels.map((channel) => (
          <li key={channel.id} className="relative flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-blue-300">
            <ChannelLogo channel={channel} />
            <div className="min-w-0">
              <h3 className="font-bold text-slate-900">
                <Link to="/tv/channels/$id" params={{ id: String(channel.id) }} className="after:absolute after:inset-0 hover:underline">
                  {channel.name}
                </Link>
              </h3>
              <p className="text-sm text-slate-700">
                Channel {channel.number} · {channel.network}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
