/** Questionnaire answers kept in the browser between visits (spec 001 section 4). */
export const PROGRESS_TTL_MS = 168 * 60 * 60 * 1000
export const MAX_PROGRESS_BACKUPS = 3
export const CRASH_GAP_MS = 5 * 60 * 1000

/** One key per patient and form, so two patients on one device never see each other's answers. */
export function progressStorageKey(userId: string | number, formId: string | number): string {
  return `questionnaire-progress:${userId}:${formId}`
}

export function isProgressExpired(savedAt: Date, now: Date): boolean {
  return now.getTime() - savedAt.getTime() > PROGRESS_TTL_MS
}

export type ProgressBackup<T> = { savedAt: string; progress: T }

/** Adds a timestamped backup and keeps the newest three. */
export function withProgressBackup<T>(backups: readonly ProgressBackup<T>[], backup: ProgressBackup<T>): ProgressBackup<T>[] {
  return [...backups, backup].sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt)).slice(0, MAX_PROGRESS_BACKUPS)
}

/** The newest backup still within 168 hours, for recovery after a crash. */
export function latestUsableBackup<T>(backups: readonly ProgressBackup<T>[], now: Date): ProgressBackup<T> | null {
  const usable = backups.filter((backup) => !isProgressExpired(new Date(backup.savedAt), now)).sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt))
  return usable[0] ?? null
}

/** An incomplete form left for more than 5 minutes may have crashed: offer to restore. */
export function isPossibleCrash(input: { lastSavedAt: Date; completed: boolean; now: Date }): boolean {
  return !input.completed && input.now.getTime() - input.lastSavedAt.getTime() > CRASH_GAP_MS
}
