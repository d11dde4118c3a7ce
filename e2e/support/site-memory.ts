import fs from 'node:fs'

/**
 * The site's memory as Linux counts it, read from /proc (never from the site: no endpoint reveals
 * a process's memory). The site runs as a cluster (SITE_PROCESSES=2): its workers are the
 * processes under the primary whose pid global-setup.ts hands over.
 */
function statusOf(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  } catch {
    return null
  }
}

function kbField(status: string, field: 'VmRSS' | 'VmHWM'): number {
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
}

/** The primary and every process under it. */
export function siteProcesses(rootPid = Number(process.env.E2E_SITE_PID)): number[] {
  const parents = new Map<number, number>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const status = statusOf(Number(entry))
    if (status) parents.set(Number(entry), Number(/PPid:\s+(\d+)/.exec(status)?.[1] ?? 0))
  }
  const tree = new Set([rootPid])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, parent] of parents)
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid)
        grew = true
      }
  }
  return [...tree]
}

/**
 * Sets each process's peak resident memory (VmHWM) back to what it holds now (Linux's
 * `clear_refs` 5), and answers what each holds now, in MB.
 */
export function resetPeaks(pids: number[]): Map<number, number> {
  const now = new Map<number, number>()
  for (const pid of pids) {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5')
    const status = statusOf(pid)
    if (status) now.set(pid, kbField(status, 'VmRSS') / 1024)
  }
  return now
}

/** The most any one of the processes grew, in MB: its peak since resetPeaks less what it held then. */
export function peakGrowthMb(before: Map<number, number>): { growthMb: number; peakMb: number } {
  let growthMb = 0
  let peakMb = 0
  for (const [pid, heldMb] of before) {
    const status = statusOf(pid)
    if (!status) continue
    const peak = kbField(status, 'VmHWM') / 1024
    peakMb = Math.max(peakMb, peak)
    growthMb = Math.max(growthMb, peak - heldMb)
  }
  return { growthMb: Math.round(growthMb), peakMb: Math.round(peakMb) }
}
