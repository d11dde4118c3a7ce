import { describe, expect, it } from 'vitest'
import { US_STATES, US_STATE_AND_DC_CODES, isUsStateCode, isUsStateOrDcCode, stateCodeFromName, stateName } from './us-states.ts'

describe('US states', () => {
  it('lists exactly 50 states, and DC only in the wider table', () => {
    expect(US_STATES).toHaveLength(50)
    expect(US_STATE_AND_DC_CODES).toHaveLength(51)
    expect(isUsStateCode('DC')).toBe(false)
    expect(isUsStateOrDcCode('DC')).toBe(true)
    expect(isUsStateCode('TX')).toBe(true)
    expect(isUsStateCode('tx')).toBe(false)
    expect(isUsStateCode('PR')).toBe(false)
  })

  it('maps names to codes either way round', () => {
    expect(stateCodeFromName('Texas')).toBe('TX')
    expect(stateCodeFromName(' new york ')).toBe('NY')
    expect(stateCodeFromName('fl')).toBe('FL')
    expect(stateCodeFromName('District of Columbia')).toBe('DC')
    expect(stateCodeFromName('Puerto Rico')).toBeNull()
    expect(stateName('WV')).toBe('West Virginia')
    expect(stateName('XX')).toBeNull()
  })
})
