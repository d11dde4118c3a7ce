import { claimProgressOwner, clearAllProgress, PROGRESS_OWNER_KEY, restorableFormState, type ProgressStorage, type SavedFormState } from '@telehealth/domain'

/**
 * What the medical form keeps in the browser (ADR 059): the loader's saved state (spec 001 "Saved
 * form state", 24 hours) and, through the runner's progress store, the answers (168 hours). Both
 * are PHI-light but still the patient's: they are cleared at logout and after a submission.
 */

/** The spec's medForm: one loader state per browser, for the form last opened. */
const FORM_LOADER_STATE_KEY = 'medical-form-state'
/** The saved state's own shape version (the spec's `version`). */
const FORM_LOADER_STATE_VERSION = 1

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The saved loader state for this form id when it may be restored; anything else is removed. */
export function restoreLoaderState(storage: Store, formId: string | number, now = new Date()): SavedFormState | null {
  let saved: unknown = null
  try {
    saved = JSON.parse(storage.getItem(FORM_LOADER_STATE_KEY) ?? 'null')
  } catch {
    saved = null
  }
  const restored = restorableFormState(saved, formId, now)
  if (!restored) storage.removeItem(FORM_LOADER_STATE_KEY)
  return restored
}

export function saveLoaderState(storage: Store, state: Omit<SavedFormState, 'savedAt' | 'version'>, now = new Date()): SavedFormState {
  const saved: SavedFormState = { ...state, savedAt: now.toISOString(), version: FORM_LOADER_STATE_VERSION }
  try {
    storage.setItem(FORM_LOADER_STATE_KEY, JSON.stringify(saved))
  } catch {
    // A full or disabled storage only loses the shortcut: the server answers again next time.
  }
  return saved
}

export function forgetLoaderState(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(FORM_LOADER_STATE_KEY)
}

/** At logout: every questionnaire's local progress (and its backups) and the loader state. */
export function clearLocalFormData(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): void {
  clearAllProgress(storage)
  forgetLoaderState(storage)
}

/**
 * This browser's form data is the signed-in patient's (ADR 103): when another patient kept answers
 * or a loader state here, both go before this patient's pages read anything.
 */
export function claimLocalFormData(storage: ProgressStorage, ownerId: string | number): void {
  let owner: string | null = null
  try {
    owner = storage.getItem(PROGRESS_OWNER_KEY)
  } catch {
    return
  }
  if (owner !== String(ownerId)) forgetLoaderState(storage)
  claimProgressOwner(storage, ownerId)
}
