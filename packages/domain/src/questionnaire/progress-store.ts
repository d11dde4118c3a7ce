import {
  isPossibleCrash,
  isProgressExpired,
  latestUsableBackup,
  progressStorageKey,
  withProgressBackup,
  type ProgressBackup,
} from '../portal/forms/progress.ts'
import { questionnaireProgressSchema, type QuestionnaireProgress } from './progress.ts'

export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface ProgressStore {
  /** Stamps `savedAt` with now, keeps the previous save as a backup (newest three), returns what was stored. */
  save(progress: QuestionnaireProgress): QuestionnaireProgress
  /** The saved progress (or its newest usable backup); null, with everything cleared, when none is usable. */
  load(): { progress: QuestionnaireProgress; possibleCrash: boolean } | null
  clear(): void
}

const PROGRESS_PREFIX = 'questionnaire-progress:'
const BACKUPS_SUFFIX = ':backups'

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
 * Questionnaire progress in the browser's local storage (spec 001 section 4): one key per patient
 * and form, plus up to three timestamped backups of earlier saves. Progress older than 168 hours,
 * or not in the expected shape, is discarded; an incomplete form last saved over 5 minutes ago
 * is a possible crash.
 */
export function createProgressStore(input: { storage: ProgressStorage; userId: string | number; formId: string | number; now?: () => Date }): ProgressStore {
  const { storage } = input
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

/** Removes every patient's questionnaire progress from this browser (at logout). */
export function clearAllProgress(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): void {
  const keys: string[] = []
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index)
    if (name?.startsWith(PROGRESS_PREFIX)) keys.push(name)
  }
  for (const name of keys) storage.removeItem(name)
}
