import { describe, expect, it } from 'vitest'
import { isOrderBoundPurpose, orderTakesUpload } from './order-bound.ts'

describe('uploads bound to an order', () => {
  it('binds the video, questionnaire and replacement photos, not chat or the Orders tab image', () => {
    expect(['video', 'questionnaire', 'reship', 'chat', 'order_image'].filter((purpose) => isOrderBoundPurpose(purpose as 'video'))).toEqual([
      'video',
      'questionnaire',
      'reship',
    ])
  })

  it('takes each upload only in the statuses where it is asked for', () => {
    expect(orderTakesUpload('video', 'waiting_prescription')).toBe(true)
    expect(orderTakesUpload('video', 'needs_review')).toBe(true)
    expect(orderTakesUpload('video', 'pending_approval')).toBe(false)
    expect(orderTakesUpload('video', 'prescription_received')).toBe(false)
    expect(orderTakesUpload('questionnaire', 'pending_approval')).toBe(true)
    expect(orderTakesUpload('questionnaire', 'prescription_received')).toBe(true)
    expect(orderTakesUpload('questionnaire', 'order_shipped')).toBe(false)
    expect(orderTakesUpload('reship', 'order_delivered')).toBe(true)
    expect(orderTakesUpload('reship', 'order_shipped')).toBe(false)
  })
})
