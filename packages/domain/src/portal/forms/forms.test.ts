import { describe, expect, it } from 'vitest'
import { sorryMessages } from '../../messages.ts'
import { chooseActiveForm, isRefillForm } from './active-form.ts'
import { requiresVideo, videoUploadPath } from './after-submit.ts'
import { isPossibleCrash, isProgressExpired, latestUsableBackup, progressStorageKey, withProgressBackup } from './progress.ts'
import { restorableFormState } from './saved-state.ts'

const pending = { order: { status: 'pending_approval' } }

describe('form loader choice', () => {
  it('sends non-pending orders to /sorry', () => {
    expect(chooseActiveForm({ order: { status: 'order_shipped' } })).toEqual({ kind: 'sorry', message: sorryMessages.orderNotPendingOrSubmitted })
    expect(chooseActiveForm({})).toEqual({ kind: 'sorry', message: sorryMessages.orderNotPendingOrSubmitted })
  })

  it('picks medical for provider 1, refill for a GLP order with a health id, else bare', () => {
    expect(chooseActiveForm({ ...pending, providerId: 1, isTriz: true, health_id: 'h' })).toEqual({ kind: 'form', activeFrm: 1, type: 'medical' })
    expect(chooseActiveForm({ ...pending, providerId: 3, isSema: true, health_id: 'h' })).toEqual({ kind: 'form', activeFrm: 3, type: 'refill' })
    expect(chooseActiveForm({ ...pending, isTriz: true })).toEqual({ kind: 'form', activeFrm: 2, type: 'bare' })
    expect(chooseActiveForm({ ...pending, health_id: 'h' })).toEqual({ kind: 'form', activeFrm: 2, type: 'bare' })
  })

  it('knows a refill form: by its path or route name, or a purchased product', () => {
    expect(isRefillForm({ path: '/refill-form/3' })).toBe(true)
    expect(isRefillForm({ path: '/medical-form/3?type=refill' })).toBe(true)
    expect(isRefillForm({ routeName: 'RefillForm' })).toBe(true)
    expect(isRefillForm({ productPurchased: 'Tirzepatide' })).toBe(true)
    expect(isRefillForm({ productPurchased: 7 })).toBe(true)
    expect(isRefillForm({ path: '/medical-form/3?type=medical', routeName: 'routes/portal/medical-form/route', productPurchased: null })).toBe(false)
    expect(isRefillForm({ path: '/medical-form/3', productPurchased: '' })).toBe(false)
  })
})

describe('saved loader state', () => {
  const now = new Date('2025-01-02T00:00:00Z')
  const saved = { activeFrm: 2, formId: '42', savedAt: '2025-01-01T00:00:01Z', version: 1 }

  it('restores under 24 h, same shape, same form', () => {
    expect(restorableFormState(saved, 42, now)).toMatchObject({ activeFrm: 2 })
    expect(restorableFormState({ ...saved, savedAt: '2025-01-01T00:00:00Z' }, '42', now)).toBeNull()
    expect(restorableFormState(saved, '43', now)).toBeNull()
    expect(restorableFormState({ ...saved, activeFrm: 7 }, '42', now)).toBeNull()
    expect(restorableFormState('garbage', '42', now)).toBeNull()
  })
})

describe('questionnaire progress', () => {
  const now = new Date('2025-01-08T00:00:00Z')
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000)

  it('expires after 168 hours', () => {
    expect(isProgressExpired(hoursAgo(168), now)).toBe(false)
    expect(isProgressExpired(new Date(hoursAgo(168).getTime() - 1), now)).toBe(true)
  })

  it('keeps the newest 3 backups', () => {
    let backups: { savedAt: string; progress: number }[] = []
    for (let hour = 1; hour <= 5; hour += 1) backups = withProgressBackup(backups, { savedAt: hoursAgo(10 - hour).toISOString(), progress: hour })
    expect(backups.map((backup) => backup.progress)).toEqual([5, 4, 3])
    expect(latestUsableBackup(backups, now)?.progress).toBe(5)
    expect(latestUsableBackup([{ savedAt: hoursAgo(200).toISOString(), progress: 1 }], now)).toBeNull()
  })

  it('treats more than 5 minutes away from an incomplete form as a crash', () => {
    const fiveMinutesAgo = new Date(now.getTime() - 5 * 60_000)
    expect(isPossibleCrash({ lastSavedAt: fiveMinutesAgo, completed: false, now })).toBe(false)
    expect(isPossibleCrash({ lastSavedAt: new Date(fiveMinutesAgo.getTime() - 1), completed: false, now })).toBe(true)
    expect(isPossibleCrash({ lastSavedAt: hoursAgo(1), completed: true, now })).toBe(false)
    expect(progressStorageKey(7, 42)).toBe('questionnaire-progress:7:42')
  })
})

describe('after submit', () => {
  it('asks for a video in the listed states after bareMeds only', () => {
    expect(requiresVideo('bareMeds', 'TX')).toBe(true)
    expect(requiresVideo('bareMeds', 'CA')).toBe(false)
    expect(requiresVideo('medical', 'TX')).toBe(false)
    expect(requiresVideo('bareMeds', 'wa')).toBe(true)
    expect(requiresVideo('refill', 'WA')).toBe(false)
    expect(requiresVideo('bareMeds', 'TX', ['CO'])).toBe(false)
    expect(videoUploadPath(9)).toBe('/upload-video/9')
  })
})
