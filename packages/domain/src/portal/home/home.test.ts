import { describe, expect, it } from 'vitest'
import { unwrapDoctorProfile } from './doctor-profile.ts'
import { hasPrescriptionReplyWindowPassed, pathAfterPrescriptionDecision, prescriptionPlacementHold, visiblePrescriptionItems } from './prescription.ts'
import { isChatBubbleShown, isExternalDoctorCase, visibleHomeTabs } from './tabs.ts'

describe('home tabs', () => {
  it('shows dosage with a prescription and doctor on demand with a health id', () => {
    expect(visibleHomeTabs({ hasPrescription: false })).toEqual(['myNewSelf', 'orders', 'profile', 'billing'])
    expect(visibleHomeTabs({ hasPrescription: true, healthId: 'h1' })).toEqual(['myNewSelf', 'orders', 'dosage', 'profile', 'doctorOnDemand', 'billing'])
  })

  it('shows the promotional tab only while a promotion is live', () => {
    expect(visibleHomeTabs({ hasPrescription: false, promotionLive: true })).toEqual(['myNewSelf', 'orders', 'profile', 'billing', 'promotion'])
    expect(visibleHomeTabs({ hasPrescription: false, promotionLive: false })).not.toContain('promotion')
  })

  it('hides the chat bubble on doctor on demand; provider 1 is external', () => {
    expect(isChatBubbleShown('doctorOnDemand')).toBe(false)
    expect(isChatBubbleShown('orders')).toBe(true)
    expect(isExternalDoctorCase(1)).toBe(true)
    expect(isExternalDoctorCase('1')).toBe(true)
    expect(isExternalDoctorCase(3)).toBe(false)
  })
})

describe('doctor profile', () => {
  const doctor = { name: 'Dr. Ada', npi: '1234567890', bio: 'b', image: 'i' }

  it('unwraps every shape the response may take', () => {
    for (const key of ['case', 'doctor', 'profile', 'data']) expect(unwrapDoctorProfile({ [key]: doctor })).toEqual(doctor)
    expect(unwrapDoctorProfile(doctor)).toEqual(doctor)
    expect(unwrapDoctorProfile({ data: { profile: doctor } })).toEqual(doctor)
    expect(unwrapDoctorProfile({ data: {} })).toBeNull()
    expect(unwrapDoctorProfile('x')).toBeNull()
  })
})

describe('prescription confirmation', () => {
  it('hides ondansetron and routes the decision', () => {
    expect(visiblePrescriptionItems([{ name: 'Tirzepatide' }, { name: 'Ondansetron 4mg' }])).toEqual([{ name: 'Tirzepatide' }])
    expect(pathAfterPrescriptionDecision(true, 5)).toBe('/home')
    expect(pathAfterPrescriptionDecision(false, 5)).toBe('/adjust-doses/5')
  })

  it('ships as written after 12 hours', () => {
    const at = new Date('2025-01-01T00:00:00Z')
    expect(hasPrescriptionReplyWindowPassed(at, new Date('2025-01-01T11:59:59Z'))).toBe(false)
    expect(hasPrescriptionReplyWindowPassed(at, new Date('2025-01-01T12:00:00Z'))).toBe(true)
  })

  it('holds placing while the patient may answer or after they declined, and not otherwise', () => {
    const written = { status: 'pending', createdAt: '2025-01-01T00:00:00.000Z' }
    expect(prescriptionPlacementHold(written, new Date('2025-01-01T11:59:59Z'))).toEqual({ kind: 'awaiting-patient', until: new Date('2025-01-01T12:00:00Z') })
    expect(prescriptionPlacementHold(written, new Date('2025-01-01T12:00:00Z'))).toBeNull()
    expect(prescriptionPlacementHold({ ...written, status: 'declined' }, new Date('2025-01-02T00:00:00Z'))).toEqual({ kind: 'declined' })
    for (const status of ['approved', 'as_written']) expect(prescriptionPlacementHold({ ...written, status }, new Date('2025-01-01T01:00:00Z'))).toBeNull()
    expect(prescriptionPlacementHold(undefined, new Date())).toBeNull()
  })
})
