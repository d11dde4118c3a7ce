import { Forbidden, type Payload, type TypedUser } from 'payload'
import { DEFAULT_BLOCKED_STATES_NEW_FUNNEL, DEFAULT_BLOCKED_STATES_OLD_FUNNEL, MINIMUM_AGE } from '@telehealth/domain'
import { VIDEO_REQUIRED_STATES } from '@telehealth/domain/portal/forms/after-submit'
import { DEFAULT_SPECIAL_NECESSITY_ROWS } from '@telehealth/domain/portal/doses/special-necessities'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../seed/seed.ts'
import { createPatient, createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { moveClinicalRulesFromSettings, readLegacyClinicalRules, type SelectRows } from './clinical-rules-move.ts'

let payload: Payload
let marketing: TypedUser
let clinician: TypedUser
let admin: TypedUser

beforeAll(async () => {
  payload = await getTestPayload()
  marketing = await createStaff(payload, 'marketing')
  clinician = await createStaff(payload, 'clinical')
  admin = await createStaff(payload, 'admin')
})

const rules = () => payload.findGlobal({ slug: 'clinical-settings', depth: 0 })

async function auditedFields(): Promise<string[]> {
  const found = await payload.find({ collection: 'audit-log', where: { resource: { like: 'clinical-settings.' } }, sort: 'at', pagination: false, depth: 0 })
  return found.docs.map((entry) => entry.resource)
}

describe('Clinical settings: the clinical and compliance rules (ADR 103)', () => {
  it('a fresh installation keeps the same defaults as before the move, saved once by the seed', async () => {
    await seed(payload, { adminEmail: 'seed-admin@example.com', adminPassword: 'a-long-test-password' })
    const seeded = await rules()
    expect(seeded.minimumAge).toBe(MINIMUM_AGE)
    expect(seeded.blockedStatesNewFunnel).toEqual([...DEFAULT_BLOCKED_STATES_NEW_FUNNEL])
    expect(seeded.blockedStatesOldFunnel).toEqual([...DEFAULT_BLOCKED_STATES_OLD_FUNNEL])
    expect(seeded.videoRequiredStates).toEqual([...VIDEO_REQUIRED_STATES])
    expect(seeded.specialNecessities?.map(({ question, when, note }) => ({ question, when, note }))).toEqual(
      DEFAULT_SPECIAL_NECESSITY_ROWS.map(({ question, when, note }) => ({ question, when, note })),
    )
  })

  it('marketing cannot change them, neither in Clinical settings nor through Settings any more', async () => {
    const before = await rules()
    await expect(
      payload.updateGlobal({ slug: 'clinical-settings', data: { minimumAge: 30, blockedStatesNewFunnel: ['TX'] }, user: marketing, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
    // The old place takes the fields no more: a marketing save of Settings carrying them changes no rule.
    const data: Record<string, unknown> = {
      companyAddress: '1 Test Way, Austin, TX',
      minimumAge: 40,
      videoRequiredStates: ['CA'],
      blockedStatesOldFunnel: ['TX'],
    }
    await payload.updateGlobal({ slug: 'settings', data, user: marketing, overrideAccess: false })
    const settings: object = await payload.findGlobal({ slug: 'settings', depth: 0 })
    expect(settings).not.toHaveProperty('minimumAge')
    expect(settings).not.toHaveProperty('videoRequiredStates')
    expect(await rules()).toMatchObject({
      minimumAge: before.minimumAge,
      videoRequiredStates: before.videoRequiredStates,
      blockedStatesOldFunnel: before.blockedStatesOldFunnel,
    })
    // Nor may a patient or a visitor.
    const patient = await createPatient(payload)
    await expect(payload.updateGlobal({ slug: 'clinical-settings', data: { minimumAge: 30 }, user: patient, overrideAccess: false })).rejects.toBeInstanceOf(
      Forbidden,
    )
    await expect(payload.updateGlobal({ slug: 'clinical-settings', data: { minimumAge: 30 }, overrideAccess: false })).rejects.toBeInstanceOf(Forbidden)
    // Marketing may not read the versions either (who changed which rule to what).
    await expect(payload.findGlobalVersions({ slug: 'clinical-settings', user: marketing, overrideAccess: false })).rejects.toBeInstanceOf(Forbidden)
  })

  it('clinical staff and admins change them: each save is a version, each changed field audited by name (never its value)', async () => {
    const auditedBefore = (await auditedFields()).length
    const versionsBefore = (await payload.findGlobalVersions({ slug: 'clinical-settings', depth: 0, limit: 0 })).totalDocs
    const blockedBefore = (await rules()).blockedStatesNewFunnel
    await payload.updateGlobal({
      slug: 'clinical-settings',
      data: { minimumAge: 21, videoRequiredStates: ['TX', 'CO'] },
      user: clinician,
      overrideAccess: false,
    })
    await payload.updateGlobal({ slug: 'clinical-settings', data: { blockedStatesNewFunnel: ['LA'] }, user: admin, overrideAccess: false })
    expect(await rules()).toMatchObject({ minimumAge: 21, videoRequiredStates: ['TX', 'CO'], blockedStatesNewFunnel: ['LA'] })

    const versions = await payload.findGlobalVersions({ slug: 'clinical-settings', depth: 0, sort: '-updatedAt', user: clinician, overrideAccess: false })
    expect(versions.totalDocs).toBe(versionsBefore + 2)
    expect(versions.docs[0]?.version).toMatchObject({ minimumAge: 21, blockedStatesNewFunnel: ['LA'] })
    expect(versions.docs[1]?.version).toMatchObject({ minimumAge: 21, blockedStatesNewFunnel: blockedBefore })

    expect((await auditedFields()).slice(auditedBefore)).toEqual([
      'clinical-settings.minimumAge',
      'clinical-settings.videoRequiredStates',
      'clinical-settings.blockedStatesNewFunnel',
    ])
    const entries = await payload.find({ collection: 'audit-log', where: { resource: { like: 'clinical-settings.' } }, pagination: false, depth: 0 })
    expect(JSON.stringify(entries.docs)).not.toContain('"CO"')
  })

  it('the minimum age is never below the law’s 18', async () => {
    await expect(payload.updateGlobal({ slug: 'clinical-settings', data: { minimumAge: 16 }, user: admin, overrideAccess: false })).rejects.toThrow(/minimum/i)
  })
})

describe('moving the rules out of Settings (for the migration)', () => {
  /** The old Settings tables as a SELECT would answer them. */
  const legacyTables: Record<string, Record<string, unknown>[]> = {
    settings: [{ id: 7, minimum_age: 19 }],
    settings_blocked_states_new_funnel: [
      { order: 2, parent_id: 7, value: 'MS' },
      { order: 1, parent_id: 7, value: 'LA' },
      { order: 3, parent_id: 7, value: 'not a state' },
    ],
    settings_blocked_states_old_funnel: [],
    settings_video_required_states: [{ order: 1, parent_id: 7, value: 'NM' }],
    settings_special_necessities: [
      { _order: 2, _parent_id: 7, id: 'b', question: 'weight', when: 'above', threshold: '300', note: 'Heavy: check the dose' },
      { _order: 1, _parent_id: 7, id: 'a', question: 'pregnant', when: 'yes', threshold: null, note: 'Pregnancy reported' },
    ],
  }
  const queries: string[] = []
  const selectRows: SelectRows = async (query) => {
    queries.push(query)
    const table = /FROM (\w+)/.exec(query)?.[1] ?? ''
    return legacyTables[table] ?? []
  }

  it('reads each list in its order, keeps an emptied list empty, and leaves out what is not a state', async () => {
    expect(await readLegacyClinicalRules(selectRows)).toEqual({
      minimumAge: 19,
      blockedStatesNewFunnel: ['LA', 'MS'],
      blockedStatesOldFunnel: [],
      videoRequiredStates: ['NM'],
      specialNecessities: [
        { question: 'pregnant', when: 'yes', threshold: null, note: 'Pregnancy reported' },
        { question: 'weight', when: 'above', threshold: 300, note: 'Heavy: check the dose' },
      ],
    })
    expect(queries.some((query) => query.includes("= '7'"))).toBe(true)
  })

  it('saves them in Clinical settings; a database that never saved Settings moves nothing', async () => {
    expect(await moveClinicalRulesFromSettings({ payload, selectRows })).toBe(true)
    expect(await rules()).toMatchObject({
      minimumAge: 19,
      blockedStatesNewFunnel: ['LA', 'MS'],
      blockedStatesOldFunnel: [],
      videoRequiredStates: ['NM'],
      specialNecessities: [
        { question: 'pregnant', when: 'yes', note: 'Pregnancy reported' },
        { question: 'weight', when: 'above', threshold: 300, note: 'Heavy: check the dose' },
      ],
    })
    expect(await moveClinicalRulesFromSettings({ payload, selectRows: async () => [] })).toBe(false)
  })
})
