import type { MetaFunction } from '@remix-run/node'

/**
 * A page in the site's layout that renders a static string and reads nothing itself: the
 * baseline `npm run bench` compares every page's throughput with (issue #9). Harmless in
 * production, like /healthz, and kept out of search engines.
 */
export const meta: MetaFunction = () => [{ title: 'Baseline' }, { name: 'robots', content: 'noindex' }]

export default function BenchBaseline() {
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <p>ok</p>
    </main>
  )
}
