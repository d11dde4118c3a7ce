import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * Runs one operation of a support script (e2e/support/<script>) against the e2e database, in a
 * separate Node process (Payload loads there exactly as in the apps; Playwright's own loader is not
 * meant for it), and answers the JSON on its last line.
 */
export function runSupportScript<T>(script: string, operation: string, args: unknown): T {
  const output = execFileSync(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [path.join(repoRoot, 'e2e/support', script), operation, JSON.stringify(args)],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NODE_OPTIONS: '--conditions=production',
        DATABASE_URL: process.env.E2E_DATABASE_URL,
        PAYLOAD_SECRET: process.env.E2E_PAYLOAD_SECRET,
      },
      encoding: 'utf8',
    },
  )
  return JSON.parse(output.trim().split('\n').at(-1) ?? 'null') as T
}

/** One Payload Local API operation against the e2e database (local-api-runner.ts). */
export function localApi<T>(operation: string, args: unknown): T {
  return runSupportScript<T>('local-api-runner.ts', operation, args)
}
