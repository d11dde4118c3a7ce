import { describe, expect, it } from 'vitest'
import { contentMatchesType, isPlainText, isWordCfb, nameFitsType } from '../uploads/stored-files.ts'
import { chatTimeOf, chatUserPostSchema, supportChatRoleOf, supportChatTexts } from './support.ts'

const utf8 = (text: string) => new TextEncoder().encode(text)

function cfb(stream: string): Uint8Array {
  const bytes = new Uint8Array(2048)
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0)
  bytes.set(
    Array.from(stream).flatMap((char) => [char.charCodeAt(0), 0]),
    1024,
  )
  return bytes
}

describe('POST /api/chat-user body', () => {
  it('takes the spec’s five fields, source_web 2 as a number or text', () => {
    const body = { first_name: ' Ava ', last_name: 'Moreno', email: 'ava@example.com', source_web: '2', user_type: 'chat' }
    expect(chatUserPostSchema.parse(body)).toEqual({ first_name: 'Ava', last_name: 'Moreno', email: 'ava@example.com', source_web: 2, user_type: 'chat' })
  })

  it('refuses a missing name, a bad email, another source or user type', () => {
    const good = { first_name: 'Ava', last_name: 'Moreno', email: 'ava@example.com', source_web: 2, user_type: 'chat' }
    expect(chatUserPostSchema.safeParse({ ...good, last_name: '' }).error?.issues[0]?.message).toBe('Please enter your full name')
    expect(chatUserPostSchema.safeParse({ ...good, email: 'ava@' }).error?.issues[0]?.message).toBe('Please enter a valid email address')
    expect(chatUserPostSchema.safeParse({ ...good, source_web: 1 }).error?.issues[0]?.message).toBe(supportChatTexts.invalidUser)
    expect(chatUserPostSchema.safeParse({ ...good, user_type: 'patient' }).error?.issues[0]?.message).toBe(supportChatTexts.invalidUser)
  })
})

describe('the widget’s messages', () => {
  it('are the user’s when the patient wrote them, the assistant’s when staff did', () => {
    expect(['patient', 'support', 'doctor'].map((from) => supportChatRoleOf(from as 'patient'))).toEqual(['user', 'assistant', 'assistant'])
  })

  it('show HH:mm in the reader’s zone, 24-hour', () => {
    expect(chatTimeOf('2026-11-27T21:05:00.000Z', 'America/Chicago')).toBe('15:05')
    expect(chatTimeOf('2026-11-27T09:05:00.000Z', 'UTC')).toBe('09:05')
    expect(chatTimeOf('not a date')).toBe('')
  })
})

describe('chat files recognised by their content', () => {
  it('text: UTF-8, no NUL byte, no markup', () => {
    expect(isPlainText(utf8('Weight 201 lb – fine.\n'))).toBe(true)
    expect(isPlainText(utf8('a < b and c > d'))).toBe(true)
    expect(isPlainText(new Uint8Array([0x48, 0x00, 0x69]))).toBe(false)
    expect(isPlainText(new Uint8Array([0x48, 0xff, 0xfe]))).toBe(false)
    for (const page of ['<!DOCTYPE html><p>x', '  <script>alert(1)</script>', 'hi <svg onload=x>', '<?xml version="1.0"?>', 'see <a href=x>'])
      expect(isPlainText(utf8(page)), page).toBe(false)
    expect(isPlainText(new Uint8Array())).toBe(false)
  })

  it('.doc: a CFB container naming the WordDocument stream, not any CFB', () => {
    expect(isWordCfb(cfb('WordDocument'))).toBe(true)
    expect(isWordCfb(cfb('Workbook'))).toBe(false)
    expect(isWordCfb(utf8('WordDocument'))).toBe(false)
  })

  it('the first bytes and the name must be those of the stored type', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(contentMatchesType('image/png', png)).toBe(true)
    expect(contentMatchesType('application/pdf', png)).toBe(false)
    expect(contentMatchesType('application/pdf', utf8('%PDF-1.7'))).toBe(true)
    expect(contentMatchesType('image/gif', utf8('GIF89a'))).toBe(true)
    expect(contentMatchesType('video/vnd.avi', utf8('RIFF\x00\x00\x00\x00AVI LIST'))).toBe(true)
    expect(contentMatchesType('application/msword', cfb('WordDocument'))).toBe(true)
    expect(contentMatchesType('text/html', utf8('<p>'))).toBe(false)
    expect(nameFitsType('a1b2.pdf', 'application/pdf')).toBe(true)
    expect(nameFitsType('a1b2.PDF', 'application/pdf')).toBe(true)
    expect(nameFitsType('a1b2.pdf', 'image/png')).toBe(false)
    expect(nameFitsType('a1b2', 'image/png')).toBe(false)
  })
})
