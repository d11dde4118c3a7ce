import { describe, expect, it } from 'vitest'
import { reshipMessages } from '../../messages.ts'
import { fileSizeExceedsMessage } from '../../messages.ts'
import { questionnaireImageProblem } from '../uploads/image.ts'
import { isWithinReshipWindow, reshipImageCheck, reshipImageRef, reshipItemsStepSchema, reshipReasonStepSchema, reshipRequestSchema } from './reship.ts'

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

  it('takes the whole request, with the private address of an uploaded file only', () => {
    expect(reshipRequestSchema.safeParse({ items: [{ id: '12', name: 'Vial' }], reason: 'Broken', image: '/api/files/ticket-4' }).success).toBe(true)
    expect(reshipRequestSchema.safeParse({ items: [{ id: '12', name: 'Vial' }], reason: 'Broken', image: 'https://care.example/api/files/31' }).success).toBe(
      true,
    )
    const elsewhere = reshipRequestSchema.safeParse({ items: [{ id: 'a', name: 'Vial' }], reason: 'Broken', image: 'https://files.example/x.jpg' })
    expect(elsewhere.error?.issues[0]?.message).toBe(reshipMessages.imageRequired)
  })

  it('reads which upload an image address names', () => {
    expect(reshipImageRef('/api/files/31')).toEqual({ kind: 'upload', id: 31 })
    expect(reshipImageRef('https://care.example/api/files/ticket-9?x=1')).toEqual({ kind: 'ticket', id: 9 })
    expect(reshipImageRef('/api/files/../31')).toBeNull()
    expect(reshipImageRef('/api/files/31/more')).toBeNull()
    expect(reshipImageRef('not a url at all')).toBeNull()
    // Ids of any engine (ADR 077), and nothing that only looks like one.
    expect(reshipImageRef('/api/files/3f2c9a4e-8b1d-4c7a-9e2f-0a1b2c3d4e5f')).toEqual({ kind: 'upload', id: '3f2c9a4e-8b1d-4c7a-9e2f-0a1b2c3d4e5f' })
    expect(reshipImageRef('/api/files/ticket-65a1f0c2e4b0a1b2c3d4e5f6')).toEqual({ kind: 'ticket', id: '65a1f0c2e4b0a1b2c3d4e5f6' })
    for (const bad of ['/api/files/031', '/api/files/ticket-', '/api/files/ticket-ticket-1', '/api/files/1e3', '/api/files/%2e%2e', '/api/files/ticket-../1'])
      expect(reshipImageRef(bad), bad).toBeNull()
  })

  it("words a file over 5 MB with the step's rule, and a lower configured limit with 'exceeds {n} MB' (ADR 043)", () => {
    expect(questionnaireImageProblem({ type: 'image/png', size: 5 * MB }, reshipImageCheck())).toBe(reshipMessages.imageTooLarge)
    expect(questionnaireImageProblem({ type: 'image/png', size: 5 * MB - 1 }, reshipImageCheck())).toBeNull()
    expect(questionnaireImageProblem({ type: 'image/png', size: 3 * MB }, reshipImageCheck(2))).toBe(fileSizeExceedsMessage(2))
    expect(questionnaireImageProblem({ type: 'text/plain', size: 3 }, reshipImageCheck())).toBe(reshipMessages.notAnImage)
    expect(questionnaireImageProblem(null, reshipImageCheck())).toBe(reshipMessages.imageRequired)
  })

  it('is open for 7 days from receipt', () => {
    const received = new Date('2025-03-01T10:00:00Z')
    expect(isWithinReshipWindow(received, new Date('2025-03-08T10:00:00Z'))).toBe(true)
    expect(isWithinReshipWindow(received, new Date('2025-03-08T10:00:01Z'))).toBe(false)
    expect(isWithinReshipWindow(received, new Date('2025-02-28T10:00:00Z'))).toBe(false)
  })
})
