import crypto from 'node:crypto'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { isDuplicateKey } from '../claims.ts'
import type { AuditLog } from '../payload-types.ts'

/**
 * The audit log's hash chain (ADR 106): every entry carries its place (`sequence`, 1, 2, 3...), the
 * hash of the entry before it (`prevHash`) and its own `hash`, SHA-256 over its canonical fields. A
 * row changed or deleted below the API (SQL, a restored backup) breaks the chain at its place, and
 * `verifyAuditChain` names the first broken link.
 *
 * Several processes and hosts write at once and the chain must not fork:
 * - the unique index on `sequence` lets exactly one of two writers take a place; the other reads the
 *   new last entry and tries the next place (no lock in memory, works on every engine);
 * - where the write joins a transaction (PostgreSQL), a unique conflict would abort the whole
 *   transaction, so the writer first updates the one row of `audit-chain-head`: that row's lock,
 *   held until the transaction ends, makes the transactions that audit take their places one after
 *   another. A write with no transaction of its own gets one, so its read of the last entry and its
 *   insert are under the same lock. (SQLite has no transactions here, ADR 018: every write commits
 *   alone and the unique index is the whole rule.)
 */

/** The hash an entry with no entry before it (sequence 1) names as its previous one. */
export const GENESIS_HASH = '0'.repeat(64)

/** The one row every auditing transaction updates first (its key is unique: there is only one). */
const CHAIN_HEAD_KEY = 'audit-log'

/** Tries before a writer gives up on finding a free place (each try is a read and an insert). */
const MAX_TRIES = 50

/** The fields the hash covers, as they are written: none can change without the hash changing. */
type ChainedFields = Pick<AuditLog, 'at' | 'actorCollection' | 'actorId' | 'action' | 'resource' | 'documentId'> & {
  patient?: string | null
}

/** The entry's canonical text: fixed order, the time as ISO 8601 in UTC with milliseconds, no patient as null. */
function canonicalEntry(sequence: number, prevHash: string, entry: ChainedFields): string {
  return JSON.stringify([
    sequence,
    prevHash,
    new Date(entry.at).toISOString(),
    entry.actorCollection,
    String(entry.actorId),
    entry.action,
    entry.resource,
    String(entry.documentId),
    entry.patient ?? null,
  ])
}

export function entryHash(sequence: number, prevHash: string, entry: ChainedFields): string {
  return crypto
    .createHash('sha256')
    .update(canonicalEntry(sequence, prevHash, entry))
    .digest('hex')
}

/** The last chained entry (highest place) as the request's transaction sees it. */
async function lastLink(payload: Payload, req: Partial<PayloadRequest> | undefined): Promise<{ sequence: number; hash: string }> {
  const found = await payload.find({
    collection: 'audit-log',
    where: { sequence: { exists: true } },
    sort: '-sequence',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { sequence: true, hash: true },
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  const last = found.docs[0]
  return last?.sequence ? { sequence: last.sequence, hash: last.hash ?? '' } : { sequence: 0, hash: GENESIS_HASH }
}

/**
 * Holds the chain's head until the transaction of `req` ends: an update of its one row (made the
 * first time it is needed; of two processes making it, the unique key keeps one).
 */
async function holdHead(payload: Payload, req: Partial<PayloadRequest>): Promise<void> {
  const claimedAt = new Date().toISOString()
  const head = await payload.find({
    collection: 'audit-chain-head',
    where: { key: { equals: CHAIN_HEAD_KEY } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const row = head.docs[0]
  if (row) {
    await payload.update({ collection: 'audit-chain-head', id: row.id, data: { claimedAt }, depth: 0, overrideAccess: true, req })
    return
  }
  // Made outside the transaction, so another writer's conflict here never aborts this one's work.
  await payload.create({ collection: 'audit-chain-head', data: { key: CHAIN_HEAD_KEY, claimedAt }, depth: 0, overrideAccess: true }).catch((error: unknown) => {
    if (!isDuplicateKey(error)) throw error
  })
  await holdHead(payload, req)
}

/**
 * The entries being written in each open transaction of this process, one after another: the hooks of
 * one bulk operation run at once in the same transaction, and two of its entries must not read the
 * same last entry (the second insert would abort the transaction on its unique place). This orders
 * calls that share a transaction, which lives in one process only; across processes and
 * transactions, the head row and the unique index decide.
 */
const writingIn = new Map<string | number, Promise<void>>()

async function inTransactionOrder(transactionID: string | number, write: () => Promise<void>): Promise<void> {
  const mine = (writingIn.get(transactionID) ?? Promise.resolve()).catch(() => undefined).then(write)
  writingIn.set(transactionID, mine)
  try {
    await mine
  } finally {
    if (writingIn.get(transactionID) === mine) writingIn.delete(transactionID)
  }
}

/** Writes one entry at the next free place of the chain; with `req`, inside that request's transaction. */
export async function appendChained(payload: Payload, fields: ChainedFields, req?: PayloadRequest): Promise<void> {
  if (req?.transactionID) {
    const transactionID = await req.transactionID
    return inTransactionOrder(transactionID, () => appendUnderHead(payload, fields, req))
  }
  // No transaction of the caller's: one of the entry's own where the engine has them (PostgreSQL).
  const own = await createLocalReq({}, payload)
  if (!(await initTransaction(own))) return appendUnderHead(payload, fields, undefined)
  try {
    await appendUnderHead(payload, fields, own)
    await commitTransaction(own)
  } catch (error) {
    await killTransaction(own)
    throw error
  }
}

async function appendUnderHead(payload: Payload, fields: ChainedFields, req: PayloadRequest | undefined): Promise<void> {
  if (req?.transactionID) await holdHead(payload, req)
  for (let tries = 0; ; tries += 1) {
    const last = await lastLink(payload, req)
    const sequence = last.sequence + 1
    try {
      await payload.create({
        collection: 'audit-log',
        depth: 0,
        data: { ...fields, patient: fields.patient ?? undefined, sequence, prevHash: last.hash, hash: entryHash(sequence, last.hash, fields) },
        select: { sequence: true },
        overrideAccess: true,
        ...(req ? { req } : {}),
      })
      return
    } catch (error) {
      // Another process took this place between the read and the insert: read the new last one.
      if (!isDuplicateKey(error) || tries >= MAX_TRIES) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20))
    }
  }
}

/** Why a link is broken: its fields were changed, the entry before it is gone, or it names another previous hash. */
type BrokenReason = 'changed' | 'missing-before' | 'relinked'

interface ChainReport {
  /** Chained entries checked, in order. */
  checked: number
  /** Entries written before the chain existed (no place): listed, not checked. */
  unchained: number
  /** The first broken link, or null when the whole chain holds. */
  firstBroken: { sequence: number; id: string; reason: BrokenReason } | null
}

const PAGE = 500

/**
 * Walks the chain from place 1 and reports the first broken link: an entry whose hash is not that
 * of its fields (changed), whose place is not the one after the previous entry's (an entry before
 * it deleted), or whose previous hash is not the previous entry's hash (relinked). Reads as the
 * server (no user): the check itself is not a person reading the log.
 */
export async function verifyAuditChain(payload: Payload): Promise<ChainReport> {
  const unchained = (await payload.count({ collection: 'audit-log', where: { sequence: { exists: false } }, overrideAccess: true })).totalDocs
  let previous = { sequence: 0, hash: GENESIS_HASH }
  let checked = 0
  for (;;) {
    const page = await payload.find({
      collection: 'audit-log',
      where: { sequence: { greater_than: previous.sequence } },
      sort: 'sequence',
      limit: PAGE,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const entry of page.docs) {
      const sequence = entry.sequence ?? 0
      const broken = (reason: BrokenReason): ChainReport => ({ checked, unchained, firstBroken: { sequence, id: String(entry.id), reason } })
      if (sequence !== previous.sequence + 1) return broken('missing-before')
      if (entry.prevHash !== previous.hash) return broken('relinked')
      if (entry.hash !== entryHash(sequence, entry.prevHash, entry)) return broken('changed')
      checked += 1
      previous = { sequence, hash: entry.hash }
    }
    if (page.docs.length < PAGE) return { checked, unchained, firstBroken: null }
  }
}
