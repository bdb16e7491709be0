import { Link } from '@tanstack/react-router'
import { Server } from 'lucide-react'
import { usePageTitle } from '@/lib/use-page-title'
import { useSystem } from '../api/system'
import { CACHE_LABELS, formatBytes, formatCount, formatDuration, formatRatio } from '../lib/format'
import { AdminSystemLayout, LoadError, Stat } from './admin-system-layout'

/** /admin/system-dashboard: this server process, the database, the push delivery queue and the caches at a glance. */
export function SystemDashboardPage() {
  usePageTitle('System Dashboard')
  const system = useSystem()
  return (
    <AdminSystemLayout
      title="System Dashboard"
      titleId="system-dashboard-title"
      icon={<Server className="h-8 w-8 text-blue-700" aria-hidden="true" />}
      intro={<p>The figures of the server process answering you, refreshed every 10 seconds. With several processes each has its own memory and caches.</p>}
    >
      {system.isPending ? (
        <p role="status" className="text-slate-600">
          Loading system figures…
        </p>
      ) : system.isError ? (
        <LoadError what="the system figures" error={system.error} retry={() => void system.refetch()} />
      ) : (
        <div className="space-y-8">
          <div>
            <h2 className="text-xl font-semibold text-slate-900">Server</h2>
            <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <Stat label="Version" value={system.data.version} hint={system.data.commit ? `commit ${system.data.commit} · Node ${system.data.nodeVersion}` : `Node ${system.data.nodeVersion}`} testId="system-version" />
              <Stat label="Uptime" value={formatDuration(system.data.uptimeSeconds)} testId="system-uptime" />
              <Stat label="Memory (RSS)" value={formatBytes(system.data.memory.rss)} hint={`heap ${formatBytes(system.data.memory.heapUsed)} of ${formatBytes(system.data.memory.heapTotal)}`} testId="system-rss" />
              <Stat
                label="Event-loop delay (p99)"
                value={`${system.data.eventLoopDelay.p99Ms.toFixed(1)} ms`}
                hint={`mean ${system.data.eventLoopDelay.meanMs.toFixed(1)} ms · max ${system.data.eventLoopDelay.maxMs.toFixed(1)} ms`}
              />
            </dl>
            <p className="mt-2 text-sm">
              <Link to="/admin/memory-monitoring" className="font-medium text-blue-700 hover:underline">
                Memory over the last hour
              </Link>
            </p>
          </div>

          <div>
            <h2 className="text-xl font-semibold text-slate-900">Push and email delivery queue</h2>
            <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
              <Stat label="Waiting" value={formatCount(system.data.deliveryQueue.waiting)} hint="Due now or waiting for a retry" testId="queue-waiting" />
              <Stat label="Being sent" value={formatCount(system.data.deliveryQueue.leased)} hint="Held by a worker" testId="queue-leased" />
              <Stat label="Failed" value={formatCount(system.data.deliveryQueue.failed)} hint="Given up: gone, refused or too late" testId="queue-failed" />
            </dl>
          </div>

          <div>
            <h2 className="text-xl font-semibold text-slate-900">Database</h2>
            <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Stat label="Size" value={formatBytes(system.data.database.sizeBytes)} hint={system.data.database.dialect === 'postgresql' ? 'PostgreSQL' : 'SQLite'} testId="database-size" />
            </dl>
            <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
              <table className="w-full text-left text-sm">
                <caption className="px-4 pt-3 text-left font-medium text-slate-900">
                  Biggest tables{system.data.database.dialect === 'postgresql' ? ' (estimated rows)' : ''}
                </caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th scope="col" className="px-4 py-2 font-medium">
                      Table
                    </th>
                    <th scope="col" className="px-4 py-2 text-right font-medium">
                      Rows
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {system.data.database.tables.map((table) => (
                    <tr key={table.name} className="border-b border-slate-100 last:border-0">
                      <td className="break-all px-4 py-2 text-slate-900">{table.name}</td>
                      <td className="px-4 py-2 text-right tabular-nums text-slate-900">{formatCount(table.rows)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>

          <div>
            <h2 className="text-xl font-semibold text-slate-900">Response caches</h2>
            <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
              {system.data.caches.map((cache) => (
                <Stat
                  key={cache.name}
                  label={CACHE_LABELS[cache.name]?.title ?? cache.name}
                  value={`${formatRatio(cache.hitRatio)} hits`}
                  hint={`${formatCount(cache.entries)} entries · ${formatCount(cache.hits)} hits · ${formatCount(cache.misses)} misses`}
                />
              ))}
            </dl>
            <p className="mt-2 text-sm">
              <Link to="/admin/cache" className="font-medium text-blue-700 hover:underline">
                Manage caches
              </Link>
            </p>
          </div>
        </div>
      )}
    </AdminSystemLayout>
  )
}
