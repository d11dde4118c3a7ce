/**
 * A static answer that touches neither the CMS nor the database: for load balancers, and the
 * baseline that `npm run bench` compares every page's throughput with.
 */
export function loader() {
  return new Response('ok', { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
}
