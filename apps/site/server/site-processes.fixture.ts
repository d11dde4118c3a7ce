/**
 * A stand-in site for site-processes.test.ts: the primary runs the real runPrimary; each worker is
 * a tiny HTTP server that answers its worker number, dies on /die, and exits at once (before it
 * could serve) when FIXTURE_FAIL is set.
 */
import cluster from 'node:cluster'
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import { runPrimary } from './site-processes.ts'

const port = Number(process.env.FIXTURE_PORT)
if (cluster.isPrimary) {
  runPrimary(2, fileURLToPath(import.meta.url), `http://localhost:${port}`)
} else {
  if (process.env.FIXTURE_FAIL) process.exit(3)
  const server = http.createServer((request, response) => {
    if (request.url === '/die') process.exit(9)
    response.setHeader('Connection', 'close')
    response.end(String(cluster.worker?.id))
  })
  server.listen(port, '127.0.0.1')
  process.on('SIGTERM', () => server.close(() => process.exit(0)))
}
