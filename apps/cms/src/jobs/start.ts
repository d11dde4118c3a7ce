import { getPayload } from 'payload'
import config from '../payload.config.ts'

/** Starts Payload in this process with its crons: `jobs.autoRun` (config.ts) then ticks every minute. */
export async function startJobsQueue(): Promise<void> {
  await getPayload({ config, cron: true })
}
