import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

/**
 * One unit of work: several writes that land together or not at all (ADR 079).
 *
 * Where the engine has transactions (PostgreSQL; MongoDB on a replica set) the unit is one database
 * transaction: every Local API call of the unit passes `tx.req()`, which carries the transaction's
 * id, so its hooks' own writes (the audit log, the order's history) join it too, and a failure rolls
 * all of it back. Where it has none (SQLite: ADR 018, libsql busy), each write commits on its own,
 * and the unit undoes what it wrote with the compensations the caller registered, last first. A
 * compensation therefore runs on that engine only, and only when the unit fails.
 *
 * Rules of a unit:
 * - No network call to a third party inside it (gateway, pharmacy, SMTP): a transaction is never held
 *   open across one. Do those before the unit, or after it returns.
 * - A Local API call that throws ends the unit: Payload rolls the transaction back inside that call,
 *   and a later write would then silently commit on its own. So every call after a failure throws
 *   too, and a unit whose work swallowed such a failure fails instead of committing.
 * - Mutual exclusion (claims) stays outside: a claim must be seen by other processes at once.
 */
export interface UnitOfWork {
  /** Whether the engine gave the unit a transaction (false on SQLite: compensations are the undo). */
  readonly transactional: boolean
  /**
   * The request for one Local API call of the unit: a new one for every call (a call sets its own
   * `user` and `context` on the request it is given, and they must not carry over to the next), all
   * sharing the unit's transaction.
   */
  req(): Partial<PayloadRequest>
  /** Runs one call of the unit with its request, and ends the unit if the call fails. */
  run<T>(call: (req: Partial<PayloadRequest>) => Promise<T>): Promise<T>
  /** Registers how to undo a write on an engine without transactions; ignored where there is one. */
  compensate(undo: () => Promise<unknown>): void
  /** Something to do once the unit's writes stand (an email about them): after the commit, never before. */
  afterCommit(then: () => Promise<unknown>): void
  /**
   * Something to do once the unit is over, committed or undone (letting go of a claim taken for one
   * of its writes, so no one reads the row before the unit's outcome is seen): first, before
   * `afterCommit`'s work. Its failure is not the unit's.
   */
  whenEnded(then: () => Promise<unknown>): void
}

/** A unit of work whose earlier call failed was rolled back; nothing may be written after it. */
export class UnitOfWorkEndedError extends Error {
  constructor(override readonly cause: unknown) {
    super('A call of this unit of work failed earlier; its transaction was rolled back and nothing more is written in it.')
    this.name = 'UnitOfWorkEndedError'
  }
}

export interface UnitOfWorkOptions {
  /** Reports a compensation that failed (the first failure is the one rethrown); no document contents. */
  onUndoFailure?: (error: unknown) => void
}

/**
 * Runs `work` as one unit (see `UnitOfWork`): committed when it returns, rolled back (or, without a
 * transaction, compensated) when it throws, and the error rethrown either way.
 */
export async function unitOfWork<T>(payload: Payload, work: (tx: UnitOfWork) => Promise<T>, options: UnitOfWorkOptions = {}): Promise<T> {
  const unitReq = await createLocalReq({}, payload)
  // False on an engine without transactions (the SQLite adapter's beginTransaction answers null).
  const transactional = await initTransaction(unitReq)
  const transactionID = unitReq.transactionID
  const undos: (() => Promise<unknown>)[] = []
  const thens: (() => Promise<unknown>)[] = []
  const enders: (() => Promise<unknown>)[] = []
  const end = async () => {
    for (const ender of enders) await ender().catch(() => undefined)
  }
  // The first call that failed (kept in an object: TypeScript does not see the closures assign it).
  const ended: { failed: { error: unknown } | null } = { failed: null }

  const tx: UnitOfWork = {
    transactional,
    req: () => (transactional ? { transactionID } : {}),
    async run(call) {
      if (ended.failed) throw new UnitOfWorkEndedError(ended.failed.error)
      try {
        return await call(tx.req())
      } catch (error) {
        ended.failed ??= { error }
        throw error
      }
    },
    compensate(undo) {
      if (!transactional) undos.push(undo)
    },
    afterCommit(then) {
      thens.push(then)
    },
    whenEnded(then) {
      enders.push(then)
    },
  }

  let result: T
  try {
    result = await work(tx)
    if (ended.failed) throw new UnitOfWorkEndedError(ended.failed.error)
    if (transactional) await commitTransaction(unitReq)
  } catch (error) {
    if (transactional) {
      await killTransaction(unitReq)
    } else {
      for (const undo of undos.reverse()) {
        try {
          await undo()
        } catch (undoError) {
          options.onUndoFailure?.(undoError)
        }
      }
    }
    await end()
    throw error
  }
  await end()
  // The writes stand; what follows them cannot undo them (its failure is the caller's to report).
  for (const then of thens) await then()
  return result
}
