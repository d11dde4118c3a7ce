import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSyncFn } from 'synckit'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The scripts the run's support server (support-server.ts) answers without a process of their own. */
const SERVED_SCRIPTS = new Set(['local-api-runner.ts', 'staff-runner.ts'])

/**
 * The tests' helpers are synchronous: the request goes out from a worker thread of this process
 * (support-client.worker.mjs) that this thread waits for, against seconds for loading Payload in a
 * process of its own. A refusal throws with the server's answer.
 */
const postToSupportServer = createSyncFn<(url: string, token: string, body: string) => Promise<{ ok: boolean; text: string }>>(
  fileURLToPath(new URL('./support-client.worker.mjs', import.meta.url)),
  { timeout: 30_000 },
)

function callSupportServer(url: string, body: string): string {
  const { ok, text } = postToSupportServer(url, process.env.E2E_SUPPORT_TOKEN ?? '', body)
  if (!ok) throw new Error(text)
  return text
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
      // time is not (synckit reports Atomics.wait's 'timed-out'): the operation runs in a process
      // of its own, as without the server.
      if (!String(error).includes('timed-out')) throw error
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
