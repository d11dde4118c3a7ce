import { describe, expect, it } from 'vitest'
import { canariesIn, canaryEmail, PHI_CANARIES } from './phi-canaries.ts'

describe('PHI canaries', () => {
  it('finds each marker in the forms it leaves by', () => {
    expect(canariesIn('GET /home?name=zorvexa')).toEqual(['name'])
    expect(canariesIn(`{"email":"${canaryEmail('17')}"}`)).toEqual(['email'])
    expect(canariesIn('dob=09%2F23%2F1984')).toEqual(['dateOfBirth'])
    expect(canariesIn('born 1984-09-23')).toEqual(['dateOfBirth'])
    expect(canariesIn('{"weight":237}')).toEqual(['weight'])
    expect(canariesIn('q=Kelpwhistle+canary+answer')).toEqual(['answer'])
    expect(canariesIn(`uploaded ${PHI_CANARIES.fileName}`)).toEqual(['fileName'])
  })

  it('does not take an id, a hash or a longer number for the weight', () => {
    expect(canariesIn('/assets/index-237a9f.js /orders/1237 2370 v=237.5 12.237 237%')).toEqual([])
  })

  it('checks only the kinds asked for', () => {
    expect(canariesIn('Zorvexa 237', ['weight'])).toEqual(['weight'])
  })
})
