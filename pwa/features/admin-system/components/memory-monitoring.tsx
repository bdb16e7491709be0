import { Activity } from 'lucide-react'
import { usePageTitle } from '@/lib/use-page-title'
import { useMemory } from '../api/system'
import { formatBytes } from '../lib/format'
import { AdminSystemLayout, LoadError, Stat } from './admin-system-layout'
import { LineChart } from './line-chart'

const manilaClock = (iso: string) => new Date(iso).toLocaleTimeString('en-PH', { timeZone: 'Asia/Manila', hour: 'numeric', minute: '2-digit' })

/** /admin/memory-monitoring: RSS and heap of this process, sampled every 10 s, over the last hour. */
export function MemoryMonitoringPage() {
  usePageTitle('Memory Monitoring')
  const memory = useMemory()
  return (
    <AdminSystemLayout
      title="Memory Monitoring"
      titleId="memory-monitoring-title"
      icon={<Activity className="h-8 w-8 text-blue-700" aria-hidden="true" />}
      intro={
        <p>
          Resident memory (RSS) and JavaScript heap of this server process, sampled every 10 seconds for the last hour. A line that only climbs
          points at a leak; a restart starts the chart again.
        </p>
      }
    >
      {memory.isPending ? (
        <p role="status" className="text-slate-600">
          Loading memory samples…
        </p>
      ) : memory.isError ? (
        <LoadError what="the memory samples" error={memory.error} retry={() => void memory.refetch()} />
      ) : (
        <div className="space-y-6">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Stat label="RSS now" value={formatBytes(memory.data.current.rss)} testId="memory-rss" />
            <Stat label="Heap used" value={formatBytes(memory.data.current.heapUsed)} hint={`of ${formatBytes(memory.data.current.heapTotal)}`} />
            <Stat label="Samples" value={memory.data.samples.length} hint={`every ${memory.data.intervalSeconds} s, last hour`} testId="memory-samples" />
          </dl>
          <LineChart
            title={`Memory over the last hour: RSS from ${formatBytes(Math.min(...memory.data.samples.map((s) => s.rss)))} to ${formatBytes(Math.max(...memory.data.samples.map((s) => s.rss)))}`}
            labels={memory.data.samples.map((s) => manilaClock(s.at))}
            series={[
              { label: 'RSS', strokeClass: 'stroke-blue-700', swatchClass: 'bg-blue-700', values: memory.data.samples.map((s) => s.rss) },
              { label: 'Heap total', strokeClass: 'stroke-amber-600', swatchClass: 'bg-amber-600', values: memory.data.samples.map((s) => s.heapTotal) },
              { label: 'Heap used', strokeClass: 'stroke-emerald-700', swatchClass: 'bg-emerald-700', values: memory.data.samples.map((s) => s.heapUsed) },
            ]}
          />
        </div>
      )}
    </AdminSystemLayout>
  )
}
