import {
  isPossibleCrash,
  isProgressExpired,
  latestUsableBackup,
  progressStorageKey,
  withProgressBackup,
  type ProgressBackup,
} from '../portal/forms/progress.ts'
import { questionnaireProgressSchema, type QuestionnaireProgress } from './progress.ts'

export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'length' | 'key'>

export interface ProgressStore {
  /** Stamps `savedAt` with now, keeps the previous save as a backup (newest three), returns what was stored. */
  save(progress: QuestionnaireProgress): QuestionnaireProgress
  /** The saved progress (or its newest usable backup); null, with everything cleared, when none is usable. */
  load(): { progress: QuestionnaireProgress; possibleCrash: boolean } | null
  clear(): void
}

const PROGRESS_PREFIX = 'questionnaire-progress:'
const BACKUPS_SUFFIX = ':backups'
/** Whose progress this browser keeps (outside PROGRESS_PREFIX, so clearing the progress keeps the owner). */
export const PROGRESS_OWNER_KEY = 'questionnaire-progress-owner'

function readJson(storage: ProgressStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key)
    return raw === null ? null : (JSON.parse(raw) as unknown)
  } catch {
    return null
  }
}

function parseProgress(value: unknown): QuestionnaireProgress | null {
  const parsed = questionnaireProgressSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

function parseBackups(value: unknown): ProgressBackup<QuestionnaireProgress>[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry: unknown) => {
    const progress = parseProgress((entry as { progress?: unknown } | null)?.progress)
    return progress ? [{ savedAt: progress.savedAt, progress }] : []
  })
}

/** Writes may fail (quota, private mode): progress is a convenience, the server draft is the copy that counts. */
function tryWrite(storage: ProgressStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value))
  } catch {
    // Nothing to do: the caller mirrors progress to the server draft.
  }
}

/**
 * Makes this browser's questionnaire progress the patient's (ADR 103): when another patient (or
 * nobody known) owned it, every questionnaire's progress is removed first, so one patient's answers
 * never wait in a shared browser for the next. Answers whether anything was removed.
 */
export function claimProgressOwner(storage: ProgressStorage, ownerId: string | number): boolean {
  const owner = String(ownerId)
  let previous: string | null = null
  try {
    previous = storage.getItem(PROGRESS_OWNER_KEY)
  } catch {
    previous = null
  }
  if (previous === owner) return false
  const removed = progressKeys(storage).length > 0
  clearAllProgress(storage)
  try {
    storage.setItem(PROGRESS_OWNER_KEY, owner)
  } catch {
    // A full or disabled storage keeps no progress either.
  }
  return removed
}

/**
 * Questionnaire progress in the browser's local storage (spec 001 section 4): one key per patient
 * and form, plus up to three timestamped backups of earlier saves. Progress older than 168 hours,
 * or not in the expected shape, is discarded; an incomplete form last saved over 5 minutes ago
 * is a possible crash. The store is the patient's: opening it for another patient than the one
 * who kept progress here clears that progress first (claimProgressOwner).
 */
export function createProgressStore(input: { storage: ProgressStorage; userId: string | number; formId: string | number; now?: () => Date }): ProgressStore {
  const { storage } = input
  claimProgressOwner(storage, input.userId)
  const now = input.now ?? (() => new Date())
  const key = progressStorageKey(input.userId, input.formId)
  const backupsKey = key + BACKUPS_SUFFIX

  const clear = () => {
    storage.removeItem(key)
    storage.removeItem(backupsKey)
  }

  return {
    save(progress) {
      const stored: QuestionnaireProgress = { ...progress, savedAt: now().toISOString() }
      const previous = parseProgress(readJson(storage, key))
      if (previous) {
        const backups = withProgressBackup(parseBackups(readJson(storage, backupsKey)), { savedAt: previous.savedAt, progress: previous })
        tryWrite(storage, backupsKey, backups)
      }
      tryWrite(storage, key, stored)
      return stored
    },
    load() {
      const at = now()
      const main = parseProgress(readJson(storage, key))
      const usable =
        main && !isProgressExpired(new Date(main.savedAt), at) ? main : (latestUsableBackup(parseBackups(readJson(storage, backupsKey)), at)?.progress ?? null)
      if (!usable) {
        clear()
        return null
      }
      return { progress: usable, possibleCrash: isPossibleCrash({ lastSavedAt: new Date(usable.savedAt), completed: usable.completed, now: at }) }
    },
    clear,
  }
}

function progressKeys(storage: Pick<Storage, 'length' | 'key'>): string[] {
  const keys: string[] = []
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index)
    if (name?.startsWith(PROGRESS_PREFIX)) keys.push(name)
  }
  return keys
}

/** Removes every patient's questionnaire progress from this browser (at logout, at another patient's sign-in, when the session has ended). */
export function clearAllProgress(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): void {
  for (const name of progressKeys(storage)) storage.removeItem(name)
}
