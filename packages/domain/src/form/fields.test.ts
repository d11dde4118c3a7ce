import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { emailField, formInteger, formNumber, optionalText, readCheckbox, requiredCheckbox, requiredText } from './fields.ts'

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message

describe('form fields', () => {
  it('gives the one message for blank, missing and too long text', () => {
    const field = requiredText('M', 5)
    expect(field.parse('  ab ')).toBe('ab')
    expect(firstMessage(field, '   ')).toBe('M')
    expect(firstMessage(field, undefined)).toBe('M')
    expect(firstMessage(field, 'abcdef')).toBe('M')
    expect(field.parse('abcde')).toBe('abcde')
  })

  it('treats blank optional text as absent', () => {
    expect(optionalText('M').parse('  ')).toBeUndefined()
    expect(optionalText('M').parse(' Apt 2 ')).toBe('Apt 2')
  })

  it('reads numbers posted as strings and keeps the message for every failure', () => {
    const field = formNumber('N', { min: 80, max: 700 })
    expect(field.parse('80')).toBe(80)
    expect(field.parse(700)).toBe(700)
    for (const bad of ['', undefined, 'abc', '79.9', '700.1', null]) {
      expect(firstMessage(field, bad)).toBe('N')
    }
    expect(firstMessage(formInteger('I', { min: 0, max: 11 }), '2.5')).toBe('I')
  })

  it('reads checkboxes as a browser posts them', () => {
    expect(readCheckbox('on')).toBe(true)
    expect(readCheckbox(undefined)).toBe(false)
    expect(firstMessage(requiredCheckbox('C'), undefined)).toBe('C')
    expect(requiredCheckbox('C').parse('on')).toBe(true)
  })

  it('rejects emails with spaces', () => {
    expect(firstMessage(emailField('E'), 'a b@example.com')).toBe('E')
    expect(emailField('E').parse(' ann@example.com ')).toBe('ann@example.com')
    expect(firstMessage(emailField('E'), `${'a'.repeat(250)}@example.com`)).toBe('E')
  })
})
