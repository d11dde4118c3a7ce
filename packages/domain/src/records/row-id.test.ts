import { afterEach, describe, expect, it } from 'vitest'
import { parseRowId, rowIdSchema, rowIdText, sameRowId, useRowIdShape } from './row-id.ts'

const uuid = '3f2c9a4e-8b1d-4c7a-9e2f-0a1b2c3d4e5f'
const objectId = '65a1f0c2e4b0a1b2c3d4e5f6'

describe('parseRowId', () => {
  it('reads each engine’s id: SQLite integers (as numbers), PostgreSQL uuids, MongoDB ObjectIds', () => {
    expect(parseRowId('1')).toBe(1)
    expect(parseRowId('42')).toBe(42)
    expect(parseRowId('999999999999999')).toBe(999_999_999_999_999)
    expect(parseRowId(7)).toBe(7)
    expect(parseRowId(uuid)).toBe(uuid)
    expect(parseRowId('00000000-0000-7000-8000-000000000000')).toBe('00000000-0000-7000-8000-000000000000')
    expect(parseRowId(objectId)).toBe(objectId)
    expect(parseRowId('000000000000000000000000')).toBe('000000000000000000000000')
  })

  it('takes nothing else: each hostile or sloppy value is not an id', () => {
    const hostile: unknown[] = [
      '',
      ' 1',
      '1 ',
      '1\n',
      '+1',
      '-1',
      '0',
      '01',
      '007',
      '1e3',
      '1.0',
      '0x1f',
      '1_000',
      '１２', // full-width digits
      '../x',
      '1/../2',
      'ticket-1',
      '1234567890123456', // 16 digits: past what a double holds exactly
      '99999999999999999999',
      uuid.toUpperCase(),
      uuid.replace('-4c7a-', '-0c7a-'), // version 0
      uuid.replace('-4c7a-', '-9c7a-'), // version 9
      uuid.replace('-9e2f-', '-7e2f-'), // NCS variant
      uuid.replace('-9e2f-', '-ce2f-'), // Microsoft variant
      uuid.replaceAll('-', ''),
      `{${uuid}}`,
      `${uuid} `,
      `${uuid}x`,
      objectId.toUpperCase(),
      objectId.slice(1),
      `${objectId}0`,
      objectId.replace('a', 'g'),
      0,
      -3,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      1e15,
      Number.MAX_SAFE_INTEGER,
      null,
      undefined,
      true,
      [1],
      { id: 1 },
    ]
    for (const value of hostile) expect(parseRowId(value), JSON.stringify(value) ?? String(value)).toBeNull()
  })
})

describe('parseRowId on a known engine', () => {
  afterEach(() => useRowIdShape(null))

  it('takes only the shape that engine hands out, so another shape answers like an unknown id', () => {
    useRowIdShape('uuid')
    expect(parseRowId(uuid)).toBe(uuid)
    expect(parseRowId('12')).toBeNull()
    expect(parseRowId(12)).toBeNull()
    expect(parseRowId(objectId)).toBeNull()
    useRowIdShape('integer')
    expect(parseRowId('12')).toBe(12)
    expect(parseRowId(uuid)).toBeNull()
    useRowIdShape('objectId')
    expect(parseRowId(objectId)).toBe(objectId)
    expect(parseRowId('12')).toBeNull()
    useRowIdShape(null)
    expect([parseRowId('12'), parseRowId(uuid), parseRowId(objectId)]).toEqual([12, uuid, objectId])
  })
})

describe('rowIdText and sameRowId', () => {
  it('compare ids as text, so a number from SQLite and the text from a URL name one row', () => {
    expect(rowIdText(12)).toBe('12')
    expect(rowIdText(uuid)).toBe(uuid)
    expect(sameRowId(12, '12')).toBe(true)
    expect(sameRowId(uuid, uuid)).toBe(true)
    expect(sameRowId(12, 13)).toBe(false)
    expect(sameRowId(uuid, objectId)).toBe(false)
    expect(sameRowId(null, null)).toBe(false)
    expect(sameRowId(undefined, 1)).toBe(false)
  })
})

describe('rowIdSchema', () => {
  it('parses a body’s id, number or text, and refuses the rest with the caller’s message', () => {
    const schema = rowIdSchema('Bad id.')
    expect(schema.parse('12')).toBe(12)
    expect(schema.parse(12)).toBe(12)
    expect(schema.parse(uuid)).toBe(uuid)
    expect(schema.parse(objectId)).toBe(objectId)
    for (const bad of ['01', '', 'x', 0, 2.5, null, undefined, { id: 1 }]) expect(schema.safeParse(bad).error?.issues[0]?.message).toBe('Bad id.')
  })

  it('has a plain message when the caller gives none', () => {
    expect(rowIdSchema().safeParse('nope').error?.issues[0]?.message).toBe('Not a row id.')
  })
})
