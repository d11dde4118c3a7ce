import { performance } from 'node:perf_hooks'
import type { Question, QuestionnaireDocument } from '@telehealth/domain'
import { questionnaireMachine } from '@telehealth/machines'
import type { Payload } from 'payload'
import { createActor } from 'xstate'
import { patientAwaitingForm } from './fixtures.ts'

/**
 * The questionnaire runner's rows of the bench: how long the machine takes to move to the next
 * question of a long version (no network: the autosave runs in the background, after the move), and
 * the server's autosave under concurrent patients.
 */

/** A generated version of `count` questions: choices, text, numbers; every fifth shown only after a Yes. */
export function generatedVersion(count: number): QuestionnaireDocument {
  const yesNo = [
    { title: 'Yes', order: 1 },
    { title: 'No', order: 2 },
  ]
  const questions: Question[] = Array.from({ length: count }, (_, index): Question => {
    const id = index + 1
    switch (index % 5) {
      case 0:
        return { id, question: `q${id}`, label: `Question ${id}?`, question_type: 'single_option', options: yesNo }
      case 1:
        return {
          id,
          question: `q${id}`,
          label: `Which apply (${id})?`,
          question_type: 'multiple_option',
          options: [
            { title: 'A', order: 1 },
            { title: 'B', order: 2 },
            { title: 'None of the above', order: 3 },
          ],
          followup_questions: {
            A: [{ id: `${id}a`, question: `q${id}a`, label: `Tell us about A (${id})`, question_type: 'text', isFollowUp: true, parentId: id }],
          },
        }
      case 2:
        return { id, question: `q${id}`, label: `Describe (${id})`, question_type: 'textarea' }
      case 3:
        return { id, question: `q${id}`, label: `How many (${id})?`, question_type: 'integer' }
      default:
        return { id, question: `q${id}`, label: `Only after a Yes (${id})`, question_type: 'string' }
    }
  })
  const dependency = questions
    .filter((_, index) => index % 5 === 4)
    .map((question) => ({ question_id: question.id, dependent_on: Number(question.id) - 4, ask_if_val_in: ['Yes'] }))
  return { questions, dependency }
}

function answerEvents(question: Question) {
  const questionId = String(question.id)
  switch (question.question_type) {
    case 'single_option':
      return [{ type: 'ANSWER' as const, questionId, answer: 'Yes' }]
    case 'multiple_option':
      return [{ type: 'TOGGLE_OPTION' as const, questionId, title: 'B' }]
    case 'integer':
      return [{ type: 'ANSWER' as const, questionId, answer: 3 }]
    default:
      return [{ type: 'ANSWER' as const, questionId, answer: 'Some words' }]
  }
}

/**
 * Answers every question of the version through the questionnaire machine and times each NEXT (the
 * move to the next visible question, with its rules), over several passes; the first pass warms the
 * JIT and is left out. Milliseconds.
 */
export function nextQuestionTimes(document: QuestionnaireDocument, passes = 6) {
  const samples: number[] = []
  for (let pass = 0; pass < passes; pass += 1) {
    const actor = createActor(questionnaireMachine, { input: { document, context: { answers: {}, userState: 'TX', gender: 'Female', formType: 'medical' } } })
    actor.start()
    for (let guard = 0; guard < document.questions.length * 2; guard += 1) {
      const questionId = actor.getSnapshot().context.run.currentQuestionId
      const question = document.questions.find((candidate) => String(candidate.id) === questionId)
      if (!question) break
      for (const event of answerEvents(question)) actor.send(event)
      const started = performance.now()
      actor.send({ type: 'NEXT' })
      const took = performance.now() - started
      if (pass > 0) samples.push(took)
    }
    actor.stop()
  }
  const sorted = [...samples].sort((a, b) => a - b)
  // Sub-millisecond figures: kept to the microsecond.
  const at = (fraction: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0) * 1000) / 1000
  return { moves: samples.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) }
}

type AutosaveRequest = { path: string; body: string; headers: Record<string, string>; method: 'PUT' }

/**
 * One autosave PUT /api/questionnaire-draft/{orderId} per patient, each with an order waiting for
 * its form (status pending_approval) and signed in from an address of its own. The progress is on a
 * published version the route accepts for that order: each kind's is tried until one is taken.
 * Null with the reason when the route refuses every one.
 */
export async function autosaveRequests(payload: Payload, siteUrl: string, patients: number): Promise<{ requests: AutosaveRequest[] } | { reason: string }> {
  const versions: { questionnaireId: string; version: string; firstQuestion: string | null }[] = []
  for (const questionnaire of (await payload.find({ collection: 'questionnaires', limit: 10, depth: 0, draft: false })).docs) {
    const latest = (
      await payload.findVersions({
        collection: 'questionnaires',
        where: { and: [{ parent: { equals: questionnaire.id } }, { 'version._status': { equals: 'published' } }] },
        sort: '-createdAt',
        limit: 1,
        depth: 0,
      })
    ).docs[0]
    if (latest)
      versions.push({ questionnaireId: String(questionnaire.id), version: String(latest.id), firstQuestion: questionnaire.questions?.[0]?.qid ?? null })
  }
  const requests: AutosaveRequest[] = []
  let accepted: (typeof versions)[number] | null = null
  for (let index = 0; index < patients; index += 1) {
    const { order, cookie, address } = await patientAwaitingForm(payload, siteUrl, `Autosave${index}`)
    if (!cookie) return { reason: `sign-in refused for patient ${index + 1}` }
    const request = (target: (typeof versions)[number]): AutosaveRequest => ({
      method: 'PUT',
      path: `/api/questionnaire-draft/${order.id}`,
      headers: { Origin: siteUrl, Cookie: cookie, 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({
        questionnaireId: target.questionnaireId,
        version: target.version,
        answers: target.firstQuestion ? { [target.firstQuestion]: 'No' } : {},
        currentQuestionId: target.firstQuestion,
        doseSchedule: [],
        savedAt: new Date().toISOString(),
        completed: false,
      }),
    })
    if (!accepted) {
      for (const candidate of versions) {
        const probe = request(candidate)
        const answer = await fetch(`${siteUrl}${probe.path}`, { method: 'PUT', headers: probe.headers, body: probe.body })
        if (answer.status === 200) {
          accepted = candidate
          break
        }
      }
      if (!accepted) return { reason: 'the draft route accepted no published version for a pending order' }
    }
    requests.push(request(accepted))
  }
  return { requests }
}
