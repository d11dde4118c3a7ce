import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, isUtcDay, utcDay } from './days.ts'
import { progressMessages } from './messages.ts'
import { bmiThenAndNow, chartPoints, formatWeightChange, nextDose, nextShipmentDay, progressTotals, weightHistory, type ProgressBaseline } from './progress.ts'
import { WEIGHT_ENTRY_INTENT, weightEntrySchema } from './weight-entry.ts'

const today = '2026-11-24'
const schema = weightEntrySchema(today)

function errorsOf(input: Record<string, unknown>) {
  const result = schema.safeParse(input)
  if (result.success) return null
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || '', issue.message]))
}

describe('the weight log form', () => {
  it('takes a weight in pounds for today, rounded to a tenth', () => {
    expect(schema.parse({ intent: WEIGHT_ENTRY_INTENT, weight: '182.46', measuredOn: today })).toEqual({
      intent: WEIGHT_ENTRY_INTENT,
      weight: 182.5,
      measuredOn: today,
    })
  })

  it('reads a blank day as today', () => {
    expect(schema.parse({ intent: WEIGHT_ENTRY_INTENT, weight: '180', measuredOn: '' }).measuredOn).toBe(today)
  })

  it.each([
    ['empty', ''],
    ['not a number', 'heavy'],
    ['below the intake range', '79.9'],
    ['above the intake range', '700.1'],
  ])('refuses a weight that is %s with the intake message', (_, weight) => {
    expect(errorsOf({ intent: WEIGHT_ENTRY_INTENT, weight, measuredOn: today })).toEqual({ weight: progressMessages.weightInvalid })
  })

  it('accepts the range ends', () => {
    expect(schema.safeParse({ intent: WEIGHT_ENTRY_INTENT, weight: '80', measuredOn: today }).success).toBe(true)
    expect(schema.safeParse({ intent: WEIGHT_ENTRY_INTENT, weight: '700', measuredOn: today }).success).toBe(true)
  })

  it.each([
    ['tomorrow', addDays(today, 1), progressMessages.dateInFuture],
    ['not a date', '24/11/2026', progressMessages.dateInvalid],
    ['not a calendar day', '2026-02-30', progressMessages.dateInvalid],
    ['more than a year back', addDays(today, -366), progressMessages.dateTooOld],
  ])('refuses a day that is %s', (_, measuredOn, message) => {
    expect(errorsOf({ intent: WEIGHT_ENTRY_INTENT, weight: '180', measuredOn })).toEqual({ measuredOn: message })
  })

  it('accepts a day up to a year back', () => {
    expect(schema.safeParse({ intent: WEIGHT_ENTRY_INTENT, weight: '180', measuredOn: addDays(today, -365) }).success).toBe(true)
  })

  it.each(['patient', 'patientId', 'id'])('refuses a post that carries a %s field', (field) => {
    expect(errorsOf({ intent: WEIGHT_ENTRY_INTENT, weight: '180', measuredOn: today, [field]: '7' })).toEqual({ '': progressMessages.unexpectedField })
  })
})

describe('UTC days', () => {
  it('names the UTC day of a moment, not the local one', () => {
    expect(utcDay(new Date('2026-11-24T23:30:00-08:00'))).toBe('2026-11-25')
  })
  it('checks real calendar days and counts between them', () => {
    expect(isUtcDay('2028-02-29')).toBe(true)
    expect(isUtcDay('2027-02-29')).toBe(false)
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3)
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})

const entries = [
  { measuredOn: '2026-11-10', weightLb: 198 },
  { measuredOn: '2026-11-24', weightLb: 195.5 },
  { measuredOn: '2026-11-17', weightLb: 196 },
]

const baseline: ProgressBaseline = { startWeightLb: 200, goalWeightLb: 160, startHeightIn: 66, currentHeightIn: 66, startedOn: '2026-11-01' }

describe('the history', () => {
  it('lists newest first with the change from the entry before', () => {
    expect(weightHistory(entries)).toEqual([
      { measuredOn: '2026-11-24', weightLb: 195.5, changeLb: -0.5 },
      { measuredOn: '2026-11-17', weightLb: 196, changeLb: -2 },
      { measuredOn: '2026-11-10', weightLb: 198, changeLb: null },
    ])
  })
  it('words a change', () => {
    expect([formatWeightChange(-2), formatWeightChange(1.5), formatWeightChange(0), formatWeightChange(null)]).toEqual([
      '−2 lb',
      '+1.5 lb',
      'No change',
      'First entry',
    ])
  })
  it('is empty for a new patient', () => {
    expect(weightHistory([])).toEqual([])
  })
})

describe('the chart', () => {
  it('starts at the intake weight on its day, then each entry oldest first', () => {
    expect(chartPoints(entries, baseline)).toEqual([
      { measuredOn: '2026-11-01', day: 0, weightLb: 200, source: 'intake' },
      { measuredOn: '2026-11-10', day: 9, weightLb: 198, source: 'log' },
      { measuredOn: '2026-11-17', day: 16, weightLb: 196, source: 'log' },
      { measuredOn: '2026-11-24', day: 23, weightLb: 195.5, source: 'log' },
    ])
  })
  it('leaves the intake out when it is unknown or not before the first entry', () => {
    expect(chartPoints(entries, { startWeightLb: null, startedOn: null })[0]).toMatchObject({ source: 'log', day: 0 })
    expect(chartPoints(entries, { startWeightLb: 200, startedOn: '2026-11-10' })[0]).toMatchObject({ source: 'log' })
  })
  it('is only the intake point before anything is logged', () => {
    expect(chartPoints([], baseline)).toEqual([{ measuredOn: '2026-11-01', day: 0, weightLb: 200, source: 'intake' }])
  })
})

describe('BMI then and now', () => {
  it('uses the intake for then and the newest entry with the current height for now', () => {
    expect(bmiThenAndNow(baseline, entries)).toEqual({ then: 32.3, now: 31.6 })
  })
  it('falls back to the intake height and gives null where a number is missing', () => {
    expect(bmiThenAndNow({ ...baseline, currentHeightIn: null }, entries).now).toBe(31.6)
    expect(bmiThenAndNow(baseline, [])).toEqual({ then: 32.3, now: null })
    expect(bmiThenAndNow({ ...baseline, startHeightIn: null, currentHeightIn: null }, entries)).toEqual({ then: null, now: null })
  })
  it('totals what was lost and what is left to the goal', () => {
    expect(progressTotals(baseline, entries)).toEqual({ lostLb: 4.5, toGoLb: 35.5 })
    expect(progressTotals(baseline, [])).toEqual({ lostLb: null, toGoLb: null })
  })
})

describe('the next shipment', () => {
  it('is the earliest billing day from today on, of records that have not ended', () => {
    const records = [
      { next_billing_date: '2026-12-20T00:00:00.000Z', status: 'active' },
      { next_billing_date: '2026-12-05T00:00:00.000Z', status: 'ended' },
      { next_billing_date: '2026-11-01T00:00:00.000Z', status: 'active' },
      { next_billing_date: '2026-12-10T12:00:00.000Z', status: 'order_shipped' },
      { next_billing_date: null, status: 'active' },
    ]
    expect(nextShipmentDay(records, today)).toBe('2026-12-10')
  })
  it('is unknown without a billing day', () => {
    expect(nextShipmentDay([{ status: 'active' }], today)).toBeNull()
  })
})

describe('the next dose', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  const items = [
    { name: 'Ondansetron', strength: '4 mg', directions: 'As needed' },
    { name: 'Tirzepatide', strength: '5 mg', directions: 'Inject 5 mg once a week' },
  ]
  it('is the dosed medication of the newest prescription in force', () => {
    const prescriptions = [
      { status: 'approved', createdAt: '2026-10-01T00:00:00Z', items: [{ name: 'Tirzepatide', strength: '2.5 mg' }] },
      { status: 'approved', createdAt: '2026-11-01T00:00:00Z', items },
      { status: 'declined', createdAt: '2026-11-20T00:00:00Z', items: [{ name: 'Tirzepatide', strength: '10 mg' }] },
    ]
    expect(nextDose(prescriptions, now)).toEqual({ name: 'Tirzepatide', strength: '5 mg', directions: 'Inject 5 mg once a week' })
  })
  it('counts a pending prescription only once its reply window has passed', () => {
    expect(nextDose([{ status: 'pending', createdAt: '2026-11-24T06:00:00Z', items }], now)).toBeNull()
    expect(nextDose([{ status: 'pending', createdAt: '2026-11-23T23:00:00Z', items }], now)?.strength).toBe('5 mg')
  })
  it('skips what the CMS catalogue hides, by medication id or name', () => {
    const rx = [{ status: 'approved', createdAt: '2026-11-01T00:00:00Z', items: [{ name: 'Sleep aid', strength: '1 mg', medId: 'med-77' }, ...items] }]
    expect(nextDose(rx, now)?.name).toBe('Sleep aid')
    expect(nextDose(rx, now, ['med-77', 'ondansetron'])?.name).toBe('Tirzepatide')
    expect(nextDose(rx, now, ['med-77', 'ondansetron', 'tirzepatide'])).toBeNull()
  })
  it('is omitted when no item records a strength', () => {
    expect(nextDose([{ status: 'approved', createdAt: '2026-11-01T00:00:00Z', items: [{ name: 'Tirzepatide', strength: '' }] }], now)).toBeNull()
    expect(nextDose([], now)).toBeNull()
  })
})
