import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { claimProgressOwner, clearAllProgress, createProgressStore, PROGRESS_OWNER_KEY } from './progress-store.ts'
import type { QuestionnaireProgress } from './progress.ts'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    get length() {
      return items.size
    },
    key: (index: number) => [...items.keys()][index] ?? null,
  }
}

/** The keys kept, less the owner's mark. */
const keysOf = (storage: ReturnType<typeof memoryStorage>) => [...storage.items.keys()].filter((key) => key !== PROGRESS_OWNER_KEY)

const HOUR = 60 * 60 * 1000
const progress = (answers: QuestionnaireProgress['answers'] = { 1: 'Yes' }): QuestionnaireProgress => ({
  questionnaireId: '7',
  version: '3',
  answers,
  currentQuestionId: '2',
  doseSchedule: [],
  savedAt: '2026-01-01T00:00:00.000Z',
  completed: false,
})

function storeAt(storage = memoryStorage(), userId: string | number = 'p1', formId: string | number = 'order-9') {
  let now = Date.parse('2026-03-01T12:00:00.000Z')
  const store = createProgressStore({ storage, userId, formId, now: () => new Date(now) })
  return { storage, store, advance: (ms: number) => void (now += ms) }
}

describe('questionnaire progress in local storage', () => {
  it('keeps one key per patient and form, stamped with the save time', () => {
    const { storage, store } = storeAt()
    const saved = store.save(progress())
    expect(saved.savedAt).toBe('2026-03-01T12:00:00.000Z')
    expect(keysOf(storage)).toEqual(['questionnaire-progress:p1:order-9'])
    expect(createProgressStore({ storage, userId: 'p2', formId: 'order-9' }).load()).toBeNull()
  })

  it('loads what was saved; a gap of over 5 minutes is a possible crash', () => {
    const { store, advance } = storeAt()
    store.save(progress())
    advance(5 * 60 * 1000)
    expect(store.load()).toEqual({ progress: { ...progress(), savedAt: '2026-03-01T12:00:00.000Z' }, possibleCrash: false })
    advance(1)
    expect(store.load()?.possibleCrash).toBe(true)
    store.save({ ...progress(), completed: true })
    advance(HOUR)
    expect(store.load()?.possibleCrash).toBe(false)
  })

  it('discards progress older than 168 hours', () => {
    const { storage, store, advance } = storeAt()
    store.save(progress())
    store.save(progress({ 1: 'No' }))
    advance(168 * HOUR)
    expect(store.load()?.progress.answers).toEqual({ 1: 'No' })
    advance(1)
    expect(store.load()).toBeNull()
    expect(keysOf(storage)).toEqual([])
  })

  it('keeps the three newest earlier saves as backups and falls back to them when the main copy is damaged', () => {
    const { storage, store, advance } = storeAt()
    for (const answer of ['a', 'b', 'c', 'd', 'e']) {
      store.save(progress({ 1: answer }))
      advance(1000)
    }
    const backups = JSON.parse(storage.items.get('questionnaire-progress:p1:order-9:backups') ?? '[]') as { progress: QuestionnaireProgress }[]
    expect(backups.map((backup) => backup.progress.answers[1])).toEqual(['d', 'c', 'b'])
    storage.items.set('questionnaire-progress:p1:order-9', '{not json')
    expect(store.load()?.progress.answers).toEqual({ 1: 'd' })
  })

  it('clears a bad shape and answers null', () => {
    const { storage, store } = storeAt()
    storage.items.set('questionnaire-progress:p1:order-9', JSON.stringify({ answers: 'everything' }))
    expect(store.load()).toBeNull()
    expect(keysOf(storage)).toEqual([])
  })

  it('clears one form, or every form at logout', () => {
    const storage = memoryStorage()
    storeAt(storage, 'p1', 'a').store.save(progress())
    storeAt(storage, 'p1', 'b').store.save(progress())
    storage.items.set('theme', 'dark')
    storeAt(storage, 'p1', 'a').store.clear()
    expect(keysOf(storage).sort()).toEqual(['questionnaire-progress:p1:b', 'theme'])
    clearAllProgress(storage)
    expect(keysOf(storage)).toEqual(['theme'])
  })

  it('is the patient’s: another patient’s store in this browser clears what the first one kept (ADR 103)', () => {
    const storage = memoryStorage()
    storeAt(storage, 'p1', 'a').store.save(progress({ 1: 'mine' }))
    storeAt(storage, 'p1', 'b').store.save(progress())
    storage.items.set('theme', 'dark')
    // The same patient again: nothing goes.
    expect(storeAt(storage, 'p1', 'a').store.load()?.progress.answers).toEqual({ 1: 'mine' })
    // Another patient signs in here: p1's answers are gone before p2's store reads or writes anything.
    const second = storeAt(storage, 'p2', 'a').store
    expect(keysOf(storage)).toEqual(['theme'])
    expect(storage.items.get(PROGRESS_OWNER_KEY)).toBe('p2')
    second.save(progress({ 1: 'theirs' }))
    // And back: p1 finds nothing of p2's.
    expect(storeAt(storage, 'p1', 'a').store.load()).toBeNull()
    expect(keysOf(storage)).toEqual(['theme'])
  })

  it('progress kept before owners were recorded counts as another patient’s', () => {
    const storage = memoryStorage()
    storage.items.set('questionnaire-progress:p9:a', JSON.stringify(progress()))
    expect(claimProgressOwner(storage, 'p1')).toBe(true)
    expect(keysOf(storage)).toEqual([])
    expect(claimProgressOwner(storage, 'p1')).toBe(false)
    // Ids as numbers or text name the same patient: what patient 7 keeps stays for '7'.
    claimProgressOwner(storage, 7)
    storage.items.set('questionnaire-progress:7:a', JSON.stringify(progress()))
    expect(claimProgressOwner(storage, '7')).toBe(false)
    expect(keysOf(storage)).toEqual(['questionnaire-progress:7:a'])
  })

  it('survives a full storage', () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(() => createProgressStore({ storage, userId: 1, formId: 2 }).save(progress())).not.toThrow()
  })

  it('loses no answer between save and load (any answers)', () => {
    const answer = fc.oneof(fc.string(), fc.integer(), fc.array(fc.string(), { maxLength: 4 }), fc.constant(null))
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), answer),
        fc.array(fc.option(fc.double({ min: 0.25, max: 15, noNaN: true })), { maxLength: 6 }),
        (answers, doseSchedule) => {
          const { store } = storeAt()
          store.save({ ...progress(answers), doseSchedule })
          expect(store.load()?.progress).toMatchObject({ answers, doseSchedule })
        },
      ),
    )
  })
})
