/**
 * Next.js calls `register` once when the admin's server starts. It starts Payload with its crons
 * (`jobs.autoRun`, jobs/config.ts), so periodic work runs from the start, not from the first admin
 * visit. Never during `next build`, which has no database to work on.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('./payload.config.ts')])
  await getPayload({ config, cron: true })
}
