import crypto from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { rowIdText, type RowId } from '@telehealth/domain'
import { cmsEnv } from './env.ts'
import { s3Client, s3KeyOf, s3Settings, type S3Settings } from './storage.ts'

/**
 * The parts of a resumable upload while it is under way (ADR 078), kept where the stored files are
 * kept: in the S3 bucket when one is configured, else in the local folder under
 * `<DATA_DIR>/upload-parts` (the storage backend's embedded default). Every received chunk is one
 * part, named by its ticket and the offset it starts at; the upload ticket row holds how many bytes
 * were received, so any host can take the next chunk and the one that takes the last assembles the
 * file. Nothing about an upload is kept in one process or on one host's disk when S3 is in use.
 *
 * Not S3's multipart upload: its parts must be 5 MiB or more except the last, and a chunk cut off by
 * a lost connection is kept as far as it came (the client resumes from there), so parts have any size.
 */
export interface UploadParts {
  /** Keeps one received chunk of a ticket's upload, starting at byte `offset` (replacing one kept there before). */
  put(ticketId: RowId, offset: number, bytes: Buffer): Promise<void>
  /**
   * Writes the file from its parts to `filePath` (a new file), byte 0 to `total`, each part following
   * the one before, streamed a part at a time: memory stays flat whatever the size (ADR 102). False,
   * and no file, when a part is missing (a chain broken by a sweep or a lost write: the upload starts again).
   */
  assembleTo(ticketId: RowId, total: number, filePath: string): Promise<boolean>
  /** Removes every part of a ticket's upload (finished, refused, or abandoned). */
  remove(ticketId: RowId): Promise<void>
  /** The ids (as text) of the tickets that have parts, for the sweep of abandoned uploads. */
  tickets(): Promise<string[]>
}

// A ticket's id as stored is digits, a uuid or an ObjectId (ADR 077): safe as a folder or key name.
const TICKET_NAME = /^[\w-]{1,64}$/
// Offsets zero-padded so that names sort as the offsets do; 12 digits hold any upload the site takes.
const OFFSET_DIGITS = 12
const OFFSET_NAME = /^\d{12}$/

function ticketName(ticketId: RowId): string {
  const name = rowIdText(ticketId)
  if (!TICKET_NAME.test(name)) throw new Error('An upload ticket id is not a stored row id')
  return name
}

function offsetName(offset: number): string {
  if (!Number.isSafeInteger(offset) || offset < 0) throw new RangeError('A part offset is a whole number of bytes')
  return String(offset).padStart(OFFSET_DIGITS, '0')
}

/** The parts to read, in order, and how many bytes of each, chained from byte 0 to `total`; null when one is missing. */
function chain<T>(offsets: Map<number, { size: number; part: T }>, total: number): { part: T; take: number }[] | null {
  const links: { part: T; take: number }[] = []
  let at = 0
  while (at < total) {
    const found = offsets.get(at)
    if (!found || found.size === 0) return null
    const take = Math.min(found.size, total - at)
    links.push({ part: found.part, take })
    at += take
  }
  return links
}

/** Streams the chain's parts into a new file; the file is removed if any part cannot be read whole. */
async function writeChain<T>(filePath: string, links: { part: T; take: number }[], open: (part: T, take: number) => Promise<Readable>): Promise<boolean> {
  const out = fs.createWriteStream(filePath, { flags: 'wx' })
  try {
    for (const { part, take } of links) {
      let written = 0
      for await (const piece of await open(part, take)) {
        const bytes = piece as Buffer
        written += bytes.length
        if (!out.write(bytes)) await once(out, 'drain')
      }
      if (written !== take) throw new Error('An upload part was shorter than listed')
    }
    out.end()
    await once(out, 'finish')
    return true
  } catch (error) {
    out.destroy()
    await fs.promises.rm(filePath, { force: true })
    throw error
  }
}

function offsetsOf<T>(names: Iterable<readonly [string, T]>): Map<number, T> {
  const offsets = new Map<number, T>()
  for (const [name, value] of names) if (OFFSET_NAME.test(name)) offsets.set(Number(name), value)
  return offsets
}

/** The local folder: `<DATA_DIR>/upload-parts/<ticket>/<offset>`. */
function folderParts(root: string): UploadParts {
  const folderOf = (ticketId: RowId) => path.join(root, ticketName(ticketId))
  return {
    async put(ticketId, offset, bytes) {
      const folder = folderOf(ticketId)
      await fs.promises.mkdir(folder, { recursive: true })
      // Written aside, then renamed: a part is either whole or absent.
      const aside = path.join(folder, `.${crypto.randomUUID()}`)
      await fs.promises.writeFile(aside, bytes)
      await fs.promises.rename(aside, path.join(folder, offsetName(offset)))
    },
    async assembleTo(ticketId, total, filePath) {
      const folder = folderOf(ticketId)
      const names = fs.existsSync(folder) ? await fs.promises.readdir(folder) : []
      const sized = await Promise.all(
        names
          .filter((name) => OFFSET_NAME.test(name))
          .map(async (name) => [name, { size: (await fs.promises.stat(path.join(folder, name))).size, part: name }] as const),
      )
      const links = chain(offsetsOf(sized), total)
      if (!links) return false
      return writeChain(filePath, links, async (name, take) => fs.createReadStream(path.join(folder, name), { start: 0, end: take - 1 }))
    },
    async remove(ticketId) {
      await fs.promises.rm(folderOf(ticketId), { recursive: true, force: true })
    },
    async tickets() {
      if (!fs.existsSync(root)) return []
      const entries = await fs.promises.readdir(root, { withFileTypes: true })
      return entries.filter((entry) => entry.isDirectory() && TICKET_NAME.test(entry.name)).map((entry) => entry.name)
    },
  }
}

/** The bucket: `<prefix>/upload-parts/<ticket>/<offset>`, private like every object there. */
function bucketParts(settings: S3Settings, client: S3Client): UploadParts {
  const root = s3KeyOf(settings, 'upload-parts')
  const prefixOf = (ticketId: RowId) => `${root}/${ticketName(ticketId)}/`

  async function objectsUnder(prefix: string): Promise<{ key: string; size: number }[]> {
    const objects: { key: string; size: number }[] = []
    let token: string | undefined
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix, ContinuationToken: token }))
      for (const object of page.Contents ?? []) if (object.Key) objects.push({ key: object.Key, size: object.Size ?? 0 })
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return objects
  }

  async function keysUnder(prefix: string): Promise<string[]> {
    return (await objectsUnder(prefix)).map((object) => object.key)
  }

  /** A part's first `take` bytes as a stream (the SDK's body in Node is a Readable). */
  async function read(key: string, take: number): Promise<Readable> {
    const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key, Range: `bytes=0-${take - 1}` }))
    if (!object.Body) throw new Error('An upload part had no body')
    return object.Body as Readable
  }

  return {
    async put(ticketId, offset, bytes) {
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: `${prefixOf(ticketId)}${offsetName(offset)}`, Body: bytes, ACL: 'private' }))
    },
    async assembleTo(ticketId, total, filePath) {
      const prefix = prefixOf(ticketId)
      const objects = await objectsUnder(prefix)
      const links = chain(offsetsOf(objects.map((object) => [object.key.slice(prefix.length), { size: object.size, part: object.key }] as const)), total)
      if (!links) return false
      return writeChain(filePath, links, read)
    },
    async remove(ticketId) {
      const keys = await keysUnder(prefixOf(ticketId))
      // DeleteObjects takes at most 1,000 keys a request.
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000).map((Key) => ({ Key }))
        await client.send(new DeleteObjectsCommand({ Bucket: settings.bucket, Delete: { Objects: batch, Quiet: true } }))
      }
    },
    async tickets() {
      const names = new Set<string>()
      for (const key of await keysUnder(`${root}/`)) {
        const name = key.slice(root.length + 1).split('/')[0]
        if (name && TICKET_NAME.test(name)) names.add(name)
      }
      return [...names]
    },
  }
}

/** The parts store of the configured storage backend (the bucket, or the local folder). */
export function uploadParts(settings: S3Settings | null = s3Settings(), dataDir: string = cmsEnv.dataDir): UploadParts {
  return settings ? bucketParts(settings, s3Client(settings)) : folderParts(path.join(dataDir, 'upload-parts'))
}
