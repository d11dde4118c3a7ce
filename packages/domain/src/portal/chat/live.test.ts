import { describe, expect, it } from 'vitest'
import { chatReconnectDelayMs } from './chat.ts'
import { chatLiveMessageOf, chatThreadParam } from './live.ts'

describe('the live chat (ADR 099)', () => {
  it('waits 1 s, 2 s, 4 s, then 5 s at most between reconnection attempts', () => {
    expect([1, 2, 3, 4, 5, 6].map(chatReconnectDelayMs)).toEqual([1000, 2000, 4000, 5000, 5000, 5000])
  })

  it('carries a message as the provider message and as the in-product chat message at once', () => {
    const attachment = { id: '7', url: '/api/files/7', type: 'image/png', name: 'scan.png' }
    const fromPatient = chatLiveMessageOf({ id: '1', thread: 'doctor', body: 'Hi', from: 'patient', createdAt: '2026-11-27T10:00:00.000Z', attachment })
    expect(fromPatient).toEqual({
      id: '1',
      message: 'Hi',
      in_out: 1,
      is_doctor: false,
      created_at: '2026-11-27T10:00:00.000Z',
      attachments: [attachment],
      thread: 'doctor',
      from: 'patient',
      role: 'user',
      content: 'Hi',
      timestamp: '2026-11-27T10:00:00.000Z',
    })
    const fromSupport = chatLiveMessageOf({
      id: '2',
      thread: 'support',
      body: 'Hello',
      from: 'support',
      createdAt: '2026-11-27T10:01:00.000Z',
      attachment: null,
    })
    expect(fromSupport).toMatchObject({ in_out: 0, is_doctor: false, role: 'assistant', attachments: [] })
    expect(chatLiveMessageOf({ id: '3', thread: 'doctor', body: 'Ok', from: 'doctor', createdAt: '2026-11-27T10:02:00.000Z', attachment: null })).toMatchObject(
      {
        is_doctor: true,
        role: 'assistant',
      },
    )
  })

  it('accepts only the two thread kinds in the address', () => {
    expect(['doctor', 'support', 'Doctor', '', null, 'doctor:1'].map(chatThreadParam)).toEqual(['doctor', 'support', null, null, null, null])
  })
})
