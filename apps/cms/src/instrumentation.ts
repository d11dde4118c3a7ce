/**
 * Next.js calls `register` once when the admin's server starts. It starts Payload with its crons
 * (`jobs.autoRun`, jobs/config.ts), so periodic work runs from the start, not from the first admin
 * visit. Only in the Node.js runtime (the import is left out of any edge bundle), never during
 * `next build`, which has no database to work on.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startJobsQueue } = await import('./jobs/start.ts')
    await startJobsQueue()
  }
}
