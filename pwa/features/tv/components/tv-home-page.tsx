import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import type { OnNowResponse } from '@contracts/tv'
import { SectionHeading } from '@/components/section-heading'
import { FreshnessLabel } from '@/components/freshness-label'
import { articlesQuery } from '@/features/articles/api/get-articles'
import { ArticleGrid, NoArticles } from '@/features/articles/components/article-grid'
import { useNow } from '@/features/theaters/lib/use-now'
import { useOnNow } from '../api/get-on-now'
import { progressAt } from '../lib/schedule'
import { ChannelLogo } from './channel-logo'
import { TvFrame } from './tv-frame'
import { TvQueryState } from './tv-query-state'
import { TV_NEWS_PARAMS } from '../lib/tv-news'

/** /tv : what is on now and next on every channel, tonight's highlights and the latest TV news. */
export function TvHomePage() {
  const onNow = useOnNow()
  return (
    <TvFrame title="TV Guide" description="What’s on Philippine free-to-air and cable TV right now, tonight’s highlights, and what’s new on streaming." crumbs={[{ label: 'TV Guide' }]}>
      <TvQueryState query={onNow} loading="Loading what’s on…">
        {(answer) => (
          <>
            <OnNowSection data={answer.data} updatedAt={onNow.dataUpdatedAt} />
            <TonightSection data={answer.data} />
          </>
        )}
      </TvQueryState>
      <TvNewsSection />
    </TvFrame>
  )
}

function OnNowSection({ data, updatedAt }: { data: OnNowResponse['data']; updatedAt: number }) {
  const now = useNow()
  return (
    <section aria-labelledby="on-now">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <h2 id="on-now" className="text-xl font-bold text-slate-900 sm:text-2xl">
          On now
        </h2>
        <FreshnessLabel updatedAt={updatedAt} />
      </div>
      {data.channels.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">No channels are listed right now.</p>
      ) : (
        <ul aria-label="On now by channel" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.channels.map(({ channel, now: current, next }) => (
            <li key={channel.id} className="relative flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-blue-300" data-testid="on-now-channel">
              <ChannelLogo channel={channel} />
              <div className="min-w-0 flex-1">
                <h3 className="text-sm font-bold text-slate-900">
                  <Link to="/tv/channels/$id" params={{ id: String(channel.id) }} className="after:absolute after:inset-0 hover:underline">
                    {channel.name}
                  </Link>
                </h3>
                {current ? (
                  <>
                    <p className="text-sm text-slate-900">
                      <span className="font-semibold text-blue-800">Now: </span>
                      {current.title}
                    </p>
                    <p className="text-xs text-slate-600">
                      <time dateTime={current.start}>{current.start_time}</time>–<time dateTime={current.end}>{current.end_time}</time>
                    </p>
                    <span className="mt-1 block h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                      <span className="block h-full bg-blue-700" style={{ width: `${Math.round(progressAt(current, now) * 100)}%` }} />
                    </span>
                  </>
                ) : (
                  <p className="text-sm text-slate-600">Off air</p>
                )}
                {next ? (
                  <p className="mt-1 text-xs text-slate-700">
                    <span className="font-semibold">Next: </span>
                    <time dateTime={next.start}>{next.start_time}</time> {next.title}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function TonightSection({ data }: { data: OnNowResponse['data'] }) {
  if (data.tonight.length === 0) return null
  return (
    <section aria-labelledby="tonight">
      <SectionHeading id="tonight" title="Tonight’s highlights" href="/tv/schedules" linkText="Full schedule" />
      <ul aria-label="Tonight’s highlights" className="grid gap-3 sm:grid-cols-2">
        {data.tonight.map(({ channel, programme }) => (
          <li key={programme.id} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
            <time dateTime={programme.start} className="w-16 shrink-0 text-sm font-bold tabular-nums text-slate-900">
              {programme.start_time}
            </time>
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                {programme.show ? (
                  <Link to="/tv/shows/$id" params={{ id: String(programme.show.id) }} className="text-blue-700 hover:underline">
                    {programme.title}
                  </Link>
                ) : (
                  programme.title
                )}
              </p>
              <p className="text-xs text-slate-600">
                {channel.name} · {programme.genre}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

function TvNewsSection() {
  const news = useQuery(articlesQuery(TV_NEWS_PARAMS))
  return (
    <section aria-labelledby="tv-news">
      <SectionHeading id="tv-news" title="TV news" href="/tv/news" linkText="More TV news" />
      {news.data && news.data.articles.length > 0 ? (
        <ArticleGrid articles={news.data.articles} showSection={false} />
      ) : news.isPending ? (
        <p className="text-sm text-slate-600">Loading TV news…</p>
      ) : (
        <NoArticles>New TV stories are on their way. Check back soon.</NoArticles>
      )}
    </section>
  )
}
