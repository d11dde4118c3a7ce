import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The scripts the run's support server (support-server.ts) answers without a process of their own. */
const SERVED_SCRIPTS = new Set(['local-api-runner.ts', 'staff-runner.ts'])

/**
 * The tests' helpers are synchronous: the request goes out from a short child Node process (tens of
 * milliseconds, against seconds for loading Payload in one), which prints the answer or fails with it.
 */
const CLIENT = `
const [url, token] = process.argv.slice(1)
const chunks = []
for await (const chunk of process.stdin) chunks.push(chunk)
const body = Buffer.concat(chunks).toString('utf8')
const response = await fetch(url, { method: 'POST', headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' }, body })
const text = await response.text()
if (!response.ok) { process.stderr.write(text); process.exit(1) }
process.stdout.write(text)
`

function callSupportServer(url: string, body: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', CLIENT, url, process.env.E2E_SUPPORT_TOKEN ?? ''], {
    input: body,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 30_000,
  })
}

/**
 * Runs one operation of a support script (e2e/support/<script>) against the e2e database, in a
 * separate Node process (Payload loads there exactly as in the apps; Playwright's own loader is not
 * meant for it), and answers the JSON on its last line.
 */
export function runSupportScript<T>(script: string, operation: string, args: unknown): T {
  const served = process.env.E2E_SUPPORT_URL
  if (served && SERVED_SCRIPTS.has(script)) {
    try {
      return JSON.parse(callSupportServer(served, JSON.stringify({ script, operation, args }))) as T
    } catch (error) {
      // An operation the server refused is the test's failure; a server that does not answer in
      // time is not: the operation runs in a process of its own, as without the server.
      const timedOut = (error as { code?: string; signal?: string }).code === 'ETIMEDOUT' || (error as { signal?: string }).signal === 'SIGTERM'
      if (!timedOut) throw error
    }
  }
  const output = execFileSync(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(repoRoot, 'e2e/support', script), operation, JSON.stringify(args)], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NODE_OPTIONS: '--conditions=production',
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      PAYLOAD_SECRET: process.env.E2E_PAYLOAD_SECRET,
      SESSION_SECRET: process.env.E2E_SESSION_SECRET,
    },
    encoding: 'utf8',
  })
  return JSON.parse(output.trim().split('\n').at(-1) ?? 'null') as T
}

/** One Payload Local API operation against the e2e database (local-api-runner.ts). */
export function localApi<T>(operation: string, args: unknown): T {
  return runSupportScript<T>('local-api-runner.ts', operation, args)
}
