import { describe, expect, it } from 'vitest'
import { reshipMessages } from '../../messages.ts'
import { isWithinReshipWindow, nextReshipStep, reshipImageProblem, reshipItemsStepSchema, reshipReasonStepSchema, reshipRequestSchema } from './reship.ts'

const MB = 1024 * 1024

describe('reship', () => {
  it('needs at least one item', () => {
    expect(reshipItemsStepSchema.safeParse({ items: [] }).error?.issues[0]?.message).toBe(reshipMessages.noItemSelected)
    expect(reshipItemsStepSchema.safeParse({}).error?.issues[0]?.message).toBe(reshipMessages.noItemSelected)
    expect(reshipItemsStepSchema.safeParse({ items: [{ id: 1, name: 'Vial' }] }).success).toBe(true)
  })

  it('needs a reason of 1 to 1000 characters after trimming', () => {
    expect(reshipReasonStepSchema.safeParse({ reason: '   ' }).error?.issues[0]?.message).toBe(reshipMessages.reasonRequired)
    expect(reshipReasonStepSchema.parse({ reason: ' x ' })).toEqual({ reason: 'x' })
    expect(reshipReasonStepSchema.safeParse({ reason: 'a'.repeat(1000) }).success).toBe(true)
    expect(reshipReasonStepSchema.safeParse({ reason: 'a'.repeat(1001) }).success).toBe(false)
  })

  it('needs an image under 5 MB', () => {
    expect(reshipImageProblem(null)).toBe(reshipMessages.imageRequired)
    expect(reshipImageProblem({ type: 'text/plain', size: 1 })).toBe(reshipMessages.notAnImage)
    expect(reshipImageProblem({ type: 'image/jpeg', size: 5 * MB - 1 })).toBeNull()
    expect(reshipImageProblem({ type: 'image/jpeg', size: 5 * MB })).toBe(reshipMessages.imageTooLarge)
  })

  it('takes the whole request', () => {
    expect(reshipRequestSchema.safeParse({ items: [{ id: 'a', name: 'Vial' }], reason: 'Broken', image: 'https://files.example/x.jpg' }).success).toBe(true)
  })

  it('is open for 7 days from receipt', () => {
    const received = new Date('2025-03-01T10:00:00Z')
    expect(isWithinReshipWindow(received, new Date('2025-03-08T10:00:00Z'))).toBe(true)
    expect(isWithinReshipWindow(received, new Date('2025-03-08T10:00:01Z'))).toBe(false)
    expect(isWithinReshipWindow(received, new Date('2025-02-28T10:00:00Z'))).toBe(false)
  })

  it('reaches the thank-you only after a successful submit', () => {
    expect(nextReshipStep(1)).toBe(2)
    expect(nextReshipStep(3)).toBe(3)
    expect(nextReshipStep(3, true)).toBe(4)
  })
})
