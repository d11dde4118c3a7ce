import fs from 'node:fs'
import path from 'node:path'
import { findRepoRoot, resolveDataDir } from '@telehealth/cms/env'
import { env } from '~/env.server.ts'

/**
 * Where upload bytes live outside the database (ADR 041). The stored files are the CMS's: Payload's
 * `uploads` collection keeps them under `<DATA_DIR>/uploads` with random names, and this module only
 * reads them back for the download route. Parts of a resumable upload wait in
 * `<DATA_DIR>/upload-parts/<ticket id>` until the last byte arrives; every site process on the
 * machine sees the same directory, and the count of bytes received is in the ticket row.
 */
const dataDir = resolveDataDir(env.DATA_DIR, findRepoRoot())
const storedDir = path.join(dataDir, 'uploads')
const partsDir = path.join(dataDir, 'upload-parts')

export function partPath(ticketId: number): string {
  fs.mkdirSync(partsDir, { recursive: true })
  return path.join(partsDir, `${ticketId}.part`)
}

export function removePart(ticketId: number): void {
  fs.rmSync(path.join(partsDir, `${ticketId}.part`), { force: true })
}

/** A stored file by the name Payload gave it (never a path a caller built). */
export function openStoredFile(filename: string): fs.ReadStream | null {
  if (!/^[\w.-]+$/.test(filename) || filename.startsWith('.')) return null
  const file = path.join(storedDir, filename)
  return fs.existsSync(file) ? fs.createReadStream(file) : null
}
