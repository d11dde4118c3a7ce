import { describe, expect, it } from 'vitest'
import { intakeMessages } from '../../messages.ts'
import {
  canSendChatMessage,
  canSendDoctorMessage,
  canSendOverSocket,
  chatInitRetryDelayMs,
  chatSenderLabel,
  chatStartSchema,
  outgoingChatText,
} from './chat.ts'

describe('chat', () => {
  it('needs a message or a file, at most 256 characters', () => {
    expect(canSendChatMessage({ text: '  ' })).toBe(false)
    expect(canSendChatMessage({ text: '  ', file: { name: 'a.png', size: 1 } })).toBe(true)
    expect(canSendChatMessage({ text: 'a'.repeat(256) })).toBe(true)
    expect(canSendChatMessage({ text: 'a'.repeat(257) })).toBe(false)
    expect(outgoingChatText(' ', true)).toBe('[File attachment]')
    expect(outgoingChatText(' hi ', true)).toBe('hi')
  })

  it('sends over the socket only when connected and not blank', () => {
    expect(canSendOverSocket({ connection: 'connected', text: 'hi' })).toBe(true)
    expect(canSendOverSocket({ connection: 'reconnecting', text: 'hi' })).toBe(false)
    expect(canSendOverSocket({ connection: 'connected', text: ' ' })).toBe(false)
  })

  it('retries init after 1 s x attempt', () => {
    expect([1, 2, 3].map(chatInitRetryDelayMs)).toEqual([1000, 2000, 3000])
  })

  it('names uploads and senders', () => {
    expect(chatSenderLabel({ is_doctor: true })).toBe('Doctor')
    expect(chatSenderLabel({})).toBe('Support')
    expect(canSendDoctorMessage(' \n')).toBe(false)
  })

  it('asks for name, email and consent to start', () => {
    expect(chatStartSchema.safeParse({ first_name: 'A', last_name: 'B', email: 'a@b.co', consent: 'on' }).success).toBe(true)
    expect(chatStartSchema.safeParse({ first_name: 'A', last_name: 'B', email: 'a@b.co' }).error?.issues[0]?.message).toBe(intakeMessages.emailConsentRequired)
  })
})
