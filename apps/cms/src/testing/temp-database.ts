import os from 'node:os'
import path from 'node:path'

/** A fresh SQLite file for one test run, so runs never share or keep data. */
export function tempDatabaseUrl(label: string): string {
  const file = path.join(os.tmpdir(), `telehealth-${label}-${process.pid}-${Date.now()}.db`)
  return `file:${file}`
}
