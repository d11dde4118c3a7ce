import { chatLiveMessageOf, parseRowId, rowIdText, sameRowId, type ChatLiveMessage, type ChatThreadKind, type RowId } from '@telehealth/domain'
import type { Payload } from 'payload'
import { relationId } from '../fields/relation-id.ts'
import type { ChatMessage, Upload } from '../payload-types.ts'

/**
 * The live chat's database watcher (ADR 099): one per process, shared by every live connection the
 * process holds (the site's /api/chat-events, the admin's /api/chat-threads/:id/events). While it
 * has subscribers it asks the database, once a tick for all of them, which messages of their
 * patients' threads it has not seen yet, and hands each subscriber those of its thread. The
 * database decides what exists: a message written by any process or host reaches every
 * subscriber of every process, and nothing a process remembers decides whether it is delivered
 * (the ids it remembers only stop it from handing one message over twice).
 *
 * A message is looked for among those created in the last `lookbackMs` by the writer's clock, so a
 * transaction that commits late, or a host whose clock is a little behind, is still seen.
 */

/** Whose messages a connection follows: a patient's thread of one kind. */
export interface ChatFollow {
  patient: RowId
  kind: ChatThreadKind
}

export interface ChatSubscriber extends ChatFollow {
  deliver(message: ChatLiveMessage): void
  /** Called every heartbeat while subscribed (the stream writes its keep-alive comment). */
  heartbeat(): void
}

export interface ChatWatcherOptions {
  /** How often the database is asked (ms). */
  pollMs?: number
  /** How far back a tick looks for messages not seen yet (ms). */
  lookbackMs?: number
  /** How often each subscriber's heartbeat runs (ms). */
  heartbeatMs?: number
}

const DEFAULTS = { pollMs: 500, lookbackMs: 30_000, heartbeatMs: 15_000 } as const

/** The most messages one tick reads (a burst larger than this is read over the next ticks). */
const TICK_LIMIT = 500
/** The most messages a connection resuming from a cursor is sent at once (the rest is in the history). */
const RESUME_LIMIT = 100

type MessageRow = Pick<ChatMessage, 'id' | 'patient' | 'kind' | 'from' | 'body' | 'createdAt' | 'attachment'>

/** A message's file as every reader of a thread sees it (the site's thread pages and the live feed): its download address, type and name. */
export function chatAttachmentOf(upload: ChatMessage['attachment']): ChatLiveMessage['attachments'][number] | null {
  if (!upload || typeof upload !== 'object') return null
  const file: Upload = upload
  return { id: rowIdText(file.id), url: `/api/files/${rowIdText(file.id)}`, type: file.mimeType ?? 'application/octet-stream', name: file.filename ?? 'file' }
}

export function liveMessageOfRow(row: MessageRow): ChatLiveMessage | null {
  if (!row.kind || !row.from) return null
  return chatLiveMessageOf({
    id: rowIdText(row.id),
    thread: row.kind,
    body: row.body ?? '',
    from: row.from,
    createdAt: row.createdAt,
    attachment: chatAttachmentOf(row.attachment),
  })
}

const FULL_SELECT = { patient: true, kind: true, from: true, body: true, createdAt: true, attachment: true } as const

function follows(follow: ChatFollow, row: Pick<ChatMessage, 'patient' | 'kind'>): boolean {
  return row.kind === follow.kind && row.patient !== null && row.patient !== undefined && sameRowId(relationId(row.patient), follow.patient)
}

export class ChatWatcher {
  private readonly subscribers = new Set<ChatSubscriber>()
  /** Message ids already handed to the subscribers of their moment, with when they were created. */
  private readonly seen = new Map<string, number>()
  private timer: ReturnType<typeof setInterval> | null = null
  private ticking = false
  private lastHeartbeat = 0
  private readonly options: Required<ChatWatcherOptions>
  /** Database reads made by ticks (for tests and the bench: one per tick, two when something is new). */
  reads = 0

  constructor(
    private readonly payload: Payload,
    options: ChatWatcherOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options }
  }

  get subscriberCount(): number {
    return this.subscribers.size
  }

  /**
   * Follows a thread from now on. Messages that exist already are marked seen first (the page read
   * them with the history, or resumes from its cursor with `messagesAfter`), so only new ones come.
   * Answers the unsubscribe, which stops the watcher's timer with the last subscriber.
   */
  async subscribe(subscriber: ChatSubscriber): Promise<() => void> {
    if (this.subscribers.size === 0) await this.markExistingSeen()
    this.subscribers.add(subscriber)
    this.timer ??= setInterval(() => void this.tick(), this.options.pollMs)
    // The watcher never keeps a process alive on its own.
    this.timer.unref?.()
    return () => {
      this.subscribers.delete(subscriber)
      if (this.subscribers.size === 0 && this.timer) {
        clearInterval(this.timer)
        this.timer = null
      }
    }
  }

  /**
   * The thread's messages after the one `cursor` names (the SSE Last-Event-ID), oldest first, at
   * most 100; null when the cursor is not a message of this thread (the page reads the history).
   */
  async messagesAfter(follow: ChatFollow, cursor: string): Promise<ChatLiveMessage[] | null> {
    // An id of another engine's shape names no message (ADR 077).
    const cursorId = parseRowId(cursor)
    if (cursorId === null) return null
    const found = await this.payload.find({
      collection: 'chat-messages',
      where: { id: { equals: cursorId } },
      limit: 1,
      pagination: false,
      depth: 0,
      // The server's watcher: the connection was allowed to follow this thread before it asked.
      overrideAccess: true,
      select: { patient: true, kind: true, createdAt: true },
    })
    const mark = found.docs[0]
    if (!mark || !follows(follow, mark)) return null
    const after = await this.payload.find({
      collection: 'chat-messages',
      where: {
        and: [{ patient: { equals: follow.patient } }, { kind: { equals: follow.kind } }, { createdAt: { greater_than_equal: mark.createdAt } }],
      },
      sort: 'createdAt',
      limit: RESUME_LIMIT + 1,
      pagination: false,
      depth: 1,
      overrideAccess: true,
      select: FULL_SELECT,
    })
    return after.docs
      .filter((row) => !sameRowId(row.id, mark.id))
      .slice(0, RESUME_LIMIT)
      .map(liveMessageOfRow)
      .filter((message) => message !== null)
  }

  private since(): string {
    return new Date(Date.now() - this.options.lookbackMs).toISOString()
  }

  /** The recent messages (their ids only) of the watched patients, one query. */
  private async recentIds(patients: RowId[]): Promise<{ id: string; createdAt: number }[]> {
    this.reads += 1
    const found = await this.payload.find({
      collection: 'chat-messages',
      where: { and: [{ createdAt: { greater_than: this.since() } }, ...(patients.length ? [{ patient: { in: patients } }] : [])] },
      sort: 'createdAt',
      limit: TICK_LIMIT,
      pagination: false,
      depth: 0,
      // The server's watcher reads every followed patient's recent ids at once; what a connection is sent is its own thread only.
      overrideAccess: true,
      select: { createdAt: true },
    })
    return found.docs.map((row) => ({ id: rowIdText(row.id), createdAt: Date.parse(row.createdAt) }))
  }

  /** Before the first subscriber: what exists now is not new (otherwise the first tick would replay the last 30 s). */
  private async markExistingSeen(): Promise<void> {
    for (const row of await this.recentIds([])) this.seen.set(row.id, row.createdAt)
  }

  private async tick(): Promise<void> {
    if (this.ticking) return
    this.ticking = true
    try {
      const now = Date.now()
      if (now - this.lastHeartbeat >= this.options.heartbeatMs) {
        this.lastHeartbeat = now
        for (const subscriber of this.subscribers) subscriber.heartbeat()
      }
      const patients = [...new Map([...this.subscribers].map((subscriber) => [rowIdText(subscriber.patient), subscriber.patient])).values()]
      if (patients.length === 0) return
      const fresh = (await this.recentIds(patients)).filter((row) => !this.seen.has(row.id))
      this.forgetOld(now)
      if (fresh.length === 0) return
      this.reads += 1
      const rows = await this.payload.find({
        collection: 'chat-messages',
        where: { id: { in: fresh.map((row) => row.id) } },
        sort: 'createdAt',
        limit: fresh.length,
        pagination: false,
        depth: 1,
        // As above: rows of followed patients, each handed only to the connections of its own thread.
        overrideAccess: true,
        select: FULL_SELECT,
      })
      for (const row of rows.docs) {
        this.seen.set(rowIdText(row.id), Date.parse(row.createdAt))
        const message = liveMessageOfRow(row)
        if (!message) continue
        for (const subscriber of this.subscribers) if (follows(subscriber, row)) subscriber.deliver(message)
      }
    } catch (error) {
      // A failed read is tried again next tick; logged by its kind only (no PHI).
      this.payload.logger.warn({ errorName: error instanceof Error ? error.name : 'unknown' }, 'The live chat could not read new messages')
    } finally {
      this.ticking = false
    }
  }

  /** Ids older than twice the look-back can no longer come back from a tick. */
  private forgetOld(now: number): void {
    const horizon = now - 2 * this.options.lookbackMs
    for (const [id, createdAt] of this.seen) if (createdAt < horizon) this.seen.delete(id)
  }
}

// One watcher per Payload instance of the process (kept on globalThis: a bundler may load this module twice).
const WATCHERS = Symbol.for('telehealth.chatWatchers')
type WatcherRegistry = WeakMap<Payload, ChatWatcher>

/** The process's watcher for this Payload instance. */
export function chatWatcherOf(payload: Payload): ChatWatcher {
  const holder = globalThis as typeof globalThis & { [WATCHERS]?: WatcherRegistry }
  const registry = (holder[WATCHERS] ??= new WeakMap())
  let watcher = registry.get(payload)
  if (!watcher) {
    watcher = new ChatWatcher(payload, watcherOptionsFromEnv())
    registry.set(payload, watcher)
  }
  return watcher
}

/** CHAT_POLL_MS (tests and the bench may ask the database more often; 100 at least). */
function watcherOptionsFromEnv(): ChatWatcherOptions {
  const poll = Number.parseInt(process.env.CHAT_POLL_MS ?? '', 10)
  return Number.isFinite(poll) && poll >= 100 ? { pollMs: poll } : {}
}
