import { describe, expect, it } from 'vitest'
import { doctorThreadMessages, isEncounterPublicId, parseDoctorMessagePost, parseProviderMessagePost, providerMessageOf } from './thread.ts'

describe('a post into the doctor thread', () => {
  it('takes up to 256 characters, trimmed, and refuses 257', () => {
    expect(parseProviderMessagePost({ message: ` ${'a'.repeat(256)} ` })).toEqual({ text: 'a'.repeat(256), attachmentUrl: null })
    expect(parseProviderMessagePost({ message: 'a'.repeat(257) })).toEqual({ problem: doctorThreadMessages.tooLong })
  })

  it('needs a message or a file; a file alone is sent as [File attachment]', () => {
    expect(parseProviderMessagePost({ message: '  ' })).toEqual({ problem: doctorThreadMessages.empty })
    expect(parseProviderMessagePost({ message: '', attachments: [{ url: '/api/files/7', type: 'image/png', name: 'a.png' }] })).toEqual({
      text: '[File attachment]',
      attachmentUrl: '/api/files/7',
    })
    expect(parseProviderMessagePost({ attachments: [{ url: 'a' }, { url: 'b' }], message: 'x' })).toEqual({ problem: doctorThreadMessages.oneFile })
  })

  it('refuses what is not the spec’s shape with a clear message', () => {
    for (const bad of [null, 'text', [], { message: 5 }, { attachments: 'x' }])
      expect(parseProviderMessagePost(bad)).toEqual({ problem: doctorThreadMessages.invalid })
  })

  it('the Orders tab message is never blank', () => {
    expect(parseDoctorMessagePost({ message: ' ', visitId: 'v1' })).toEqual({ problem: doctorThreadMessages.blankDoctorMessage })
    expect(parseDoctorMessagePost({ message: 'Hello', visitId: 3 })).toEqual({ text: 'Hello', attachmentUrl: null })
  })
})

describe('the provider message the patient reads', () => {
  it('is sent (1) when the patient wrote it, received (0) otherwise; is_doctor only for the doctor', () => {
    const base = { id: '1', body: 'hi', createdAt: '2026-11-27T10:00:00.000Z', attachment: null }
    expect(providerMessageOf({ ...base, from: 'patient' })).toMatchObject({ in_out: 1, is_doctor: false, attachments: [] })
    expect(providerMessageOf({ ...base, from: 'doctor' })).toMatchObject({ in_out: 0, is_doctor: true })
    expect(providerMessageOf({ ...base, from: 'support' })).toMatchObject({ in_out: 0, is_doctor: false })
  })
})

describe('an encounter id', () => {
  it('is 10 or more url-safe characters', () => {
    expect(isEncounterPublicId('abcdefghij')).toBe(true)
    expect(isEncounterPublicId('abcdefghi')).toBe(false)
    expect(isEncounterPublicId('abc/def/ghij')).toBe(false)
    expect(isEncounterPublicId(1234567890)).toBe(false)
  })
})
