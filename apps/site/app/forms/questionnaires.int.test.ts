import { getTestPayload, unknownRowId } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { mayAnswerOn, publishedQuestionnaire, questionnaireAtVersion } from './questionnaires.server.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const question = (label: string) => ({ qid: '1', question: 'q1', question_type: 'text' as const, label })

describe('published questionnaire versions', () => {
  it('serves the newest published version, never a draft, and keeps an older version by its id', async () => {
    const existing = await payload.find({ collection: 'questionnaires', where: { kind: { equals: 'refill' } }, overrideAccess: true, limit: 1 })
    const id = existing.docs[0]?.id
    const first = id
      ? await payload.update({
          collection: 'questionnaires',
          id,
          data: { questions: [question('First wording')], dependency: [], _status: 'published' },
          overrideAccess: true,
        })
      : await payload.create({
          collection: 'questionnaires',
          data: { title: 'Refill', kind: 'refill', questions: [question('First wording')], _status: 'published' },
          overrideAccess: true,
        })
    const before = await publishedQuestionnaire('refill')
    expect(before?.document.questions[0]?.label).toBe('First wording')

    await payload.update({ collection: 'questionnaires', id: first.id, data: { questions: [question('Draft wording')] }, draft: true, overrideAccess: true })
    expect((await publishedQuestionnaire('refill'))?.document.questions[0]?.label).toBe('First wording')

    await payload.update({
      collection: 'questionnaires',
      id: first.id,
      data: { questions: [question('Second wording')], _status: 'published' },
      overrideAccess: true,
    })
    const after = await publishedQuestionnaire('refill')
    expect(after?.document.questions[0]?.label).toBe('Second wording')
    expect(after?.version).not.toBe(before?.version)

    const kept = await questionnaireAtVersion(String(first.id), before?.version ?? '')
    expect(kept?.document.questions[0]?.label).toBe('First wording')
    expect(await questionnaireAtVersion(String(first.id), '999999999')).toBeNull()
    expect(await questionnaireAtVersion(String(first.id), 'abc')).toBeNull()
    expect(await questionnaireAtVersion(String(unknownRowId(first.id)), before?.version ?? '')).toBeNull()

    // A form is answered on the current version, or on an earlier one only when its draft is pinned on it (ADR 086).
    const named = (version: string, questionnaireId = String(first.id)) => ({ questionnaireId, version })
    expect(await mayAnswerOn('refill', named(after?.version ?? ''), null)).toBe('answer')
    expect(await mayAnswerOn('refill', named(before?.version ?? ''), null)).toBe('replaced')
    expect(await mayAnswerOn('refill', named(before?.version ?? ''), after?.version ?? '')).toBe('replaced')
    expect(await mayAnswerOn('refill', named(before?.version ?? ''), before?.version ?? '')).toBe('answer')
    expect(await mayAnswerOn('medical', named(after?.version ?? ''), null)).toBe('wrong-form')
    expect(await mayAnswerOn('refill', named('999999999'), '999999999')).toBe('replaced')
    expect(await mayAnswerOn('refill', named('abc'), null)).toBe('replaced')
    expect(await mayAnswerOn('refill', named(after?.version ?? '', String(unknownRowId(first.id))), null)).toBe('replaced')
    const draftVersion = (
      await payload.findVersions({
        collection: 'questionnaires',
        where: { and: [{ parent: { equals: first.id } }, { 'version._status': { equals: 'draft' } }] },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]
    expect(draftVersion).toBeDefined()
    expect(await questionnaireAtVersion(String(first.id), String(draftVersion?.id))).toBeNull()
    expect(await mayAnswerOn('refill', named(String(draftVersion?.id)), String(draftVersion?.id))).toBe('replaced')
  })
})
