import { describe, expect, it } from 'vitest'
import {
  attachmentLinkText,
  doctorMessagingPage,
  doctorMessagingPageMessages,
  doctorMessagingUrlProblem,
  doctorResponseNote,
  usesExternalDoctorMessaging,
} from './tab.ts'

describe('the doctor-messaging page address', () => {
  it('takes an https address, and an empty one (no page)', () => {
    expect(doctorMessagingUrlProblem('https://doctors.example.com/messages?clinic=7')).toBeNull()
    expect(doctorMessagingUrlProblem('')).toBeNull()
    expect(doctorMessagingUrlProblem(null)).toBeNull()
  })

  it('refuses http, other schemes, credentials and what is no address', () => {
    expect(doctorMessagingUrlProblem('http://doctors.example.com')).toBe(doctorMessagingPageMessages.notHttps)
    expect(doctorMessagingUrlProblem('javascript:alert(1)')).toBe(doctorMessagingPageMessages.notHttps)
    expect(doctorMessagingUrlProblem('https://user:secret@doctors.example.com')).toBe(doctorMessagingPageMessages.credentials)
    expect(doctorMessagingUrlProblem('doctors.example.com')).toBe(doctorMessagingPageMessages.notAddress)
    expect(doctorMessagingUrlProblem(`https://a.example.com/${'x'.repeat(2000)}`)).toBe(doctorMessagingPageMessages.tooLong)
  })

  it('gives the page and only its origin for the CSP; nothing for a bad address', () => {
    expect(doctorMessagingPage(' https://doctors.example.com:8443/m?x=1 ')).toEqual({
      url: 'https://doctors.example.com:8443/m?x=1',
      origin: 'https://doctors.example.com:8443',
    })
    expect(doctorMessagingPage("https://doctors.example.com/; script-src 'unsafe-inline'")?.origin).toBe('https://doctors.example.com')
    expect(doctorMessagingPage('http://doctors.example.com')).toBeNull()
    expect(doctorMessagingPage('')).toBeNull()
  })
})

describe('the Doctor tab', () => {
  it('counts a Doctor case only when the provider is 1', () => {
    expect(usesExternalDoctorMessaging(1)).toBe(true)
    for (const other of [3, 4417, 0, null, undefined]) expect(usesExternalDoctorMessaging(other)).toBe(false)
  })

  it('names an attachment by its kind, never by its stored random name', () => {
    expect(['image/png', 'application/pdf', 'video/quicktime', 'text/plain'].map(attachmentLinkText)).toEqual([
      'Download image',
      'Download PDF',
      'Download video',
      'Download file',
    ])
  })

  it('names only the channels the reply notice really goes by', () => {
    expect(doctorResponseNote(['email'])).toBe("Response time is under 24 hours. We'll email you when your doctor answers.")
    expect(doctorResponseNote(['text', 'email'])).toBe("Response time is under 24 hours. We'll text and email you when your doctor answers.")
    expect(doctorResponseNote([])).toBe('Response time is under 24 hours.')
  })
})
