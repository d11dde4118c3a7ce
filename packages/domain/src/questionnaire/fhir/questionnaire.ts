import type { Extension, Questionnaire, QuestionnaireItem, QuestionnaireItemEnableWhen } from '@medplum/fhirtypes'
import { planMonthLabels } from '../../portal/doses/plan.ts'
import { CONTEXT_SOURCES, isOn, sameId, type Dependency, type Question, type QuestionnaireDocument } from '../document.ts'
import { displayedOptions } from '../options.ts'
import { EXTENSIONS } from './extensions.ts'
import { DOSE_MONTHS, doseMonthLinkId, nonBlank, optionCode, planItems, type PlannedItem } from './plan.ts'

/** The fixed base of our questionnaires' canonical URLs (the same in every environment; ADR 056). */
export const CANONICAL_BASE = 'https://evergreen.health/fhir/Questionnaire'

/** One version of a questionnaire, as the CMS keeps it. */
export type QuestionnaireVersionExport = {
  /** The questionnaires row's id; with `kind`, it names the questionnaire across versions. */
  questionnaireId: string | number
  /** medical, bare, refill, precheckout: unique among questionnaires, so it names the canonical URL. */
  kind?: string | null
  /** Payload's version id (what a response records as `questionnaireVersion`). */
  version: string
  title: string
  /** published -> active, a draft -> draft. */
  status: 'draft' | 'active' | 'retired'
  /** When this version was saved (ISO, UTC). */
  date?: string | null
  document: QuestionnaireDocument
}

/** The canonical URL: one per questionnaire, every version shares it (versions differ by `version`). */
export function questionnaireCanonicalUrl(version: Pick<QuestionnaireVersionExport, 'kind' | 'questionnaireId'>): string {
  return `${CANONICAL_BASE}/${encodeURIComponent(version.kind ?? String(version.questionnaireId))}`
}

/** A FHIR resource id: [A-Za-z0-9.-], at most 64 characters. */
export function fhirId(...parts: (string | number)[]): string | undefined {
  const id = parts
    .map((part) => String(part).replace(/[^A-Za-z0-9.-]/g, '-'))
    .join('-')
    .slice(0, 64)
  return /^[A-Za-z0-9.-]{1,64}$/.test(id) ? id : undefined
}

function flag(url: string, on: boolean): Extension[] {
  return on ? [{ url, valueBoolean: true }] : []
}

function text(url: string, value: string | null | undefined): Extension[] {
  const given = nonBlank(value)
  return given === undefined ? [] : [{ url, valueString: given }]
}

function questionExtensions(question: Question): Extension[] {
  return [
    ...text(EXTENSIONS.questionKey, question.question),
    ...text(EXTENSIONS.description, question.description),
    ...text(EXTENSIONS.sublabel, question.sublabel),
    ...text(EXTENSIONS.entryFormat, question.placeholder),
    ...flag(EXTENSIONS.important, isOn(question.important)),
    ...flag(EXTENSIONS.critical, isOn(question.is_critical)),
    ...(question.has_next_button === false || question.has_next_button === 0 ? [{ url: EXTENSIONS.nextButton, valueBoolean: false }] : []),
  ]
}

type ItemType = QuestionnaireItem['type']

export function itemType(question: Question): ItemType {
  switch (question.question_type) {
    case 'single_option':
    case 'multiple_option':
      return 'choice'
    case 'text':
    case 'string':
      return 'string'
    case 'textarea':
      return 'text'
    case 'integer':
      return 'integer'
    case 'file':
    case 'image_upload':
      return 'attachment'
    case 'informational':
      return 'display'
    case 'dose_optimization':
      return 'group'
  }
}

/** A dependency value as the answer type of the question it reads. */
function enableWhenFor(parent: PlannedItem, value: string | number): QuestionnaireItemEnableWhen {
  const condition = { question: parent.linkId, operator: '=' as const }
  const type = itemType(parent.question)
  if (type === 'choice') return { ...condition, answerCoding: { code: optionCode(value) } }
  if (type === 'integer' && /^-?\d+$/.test(String(value).trim())) return { ...condition, answerInteger: Number(String(value).trim()) }
  return { ...condition, answerString: nonBlank(String(value)) ?? '(blank)' }
}

const fhirPathString = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`

/** "Every dependency holds, each by any of its values": the SDC expression over the response. */
function enableWhenExpression(conditions: { parent: PlannedItem | undefined; values: (string | number)[] }[]): string {
  return conditions
    .map(({ parent, values }) => {
      if (!parent || values.length === 0) return 'false'
      const list = `(${values.map((value) => fhirPathString(optionCode(value))).join(' | ')})`
      return `%resource.repeat(item | answer.item).where(linkId = ${fhirPathString(parent.linkId)}).answer.value.where(code in ${list} or $this.toString() in ${list}).exists()`
    })
    .join(' and ')
}

function contextExtension(dependency: Dependency): Extension {
  return {
    url: EXTENSIONS.enableWhenContext,
    extension: [
      { url: 'source', valueCode: String(dependency.dependent_on) },
      ...dependency.ask_if_val_in.flatMap((value) => (nonBlank(String(value)) ? [{ url: 'value', valueString: String(value) }] : [])),
    ],
  }
}

/**
 * The document's dependencies on one question, in FHIR: answer conditions as enableWhen (AND of
 * single values, or one dependency's OR of values); an AND of ORs, an empty value list or a missing
 * question (which the engine never shows) as an SDC enableWhenExpression; conditions on the
 * patient's state or gender, or on the form (form_type), as our own extension (ADR 056).
 */
function conditionsOf(question: Question, document: QuestionnaireDocument, topLevel: PlannedItem[]): Partial<QuestionnaireItem> {
  const dependencies = document.dependency.filter((dependency) => sameId(dependency.question_id, question.id))
  const context = dependencies.filter((dependency) => CONTEXT_SOURCES.has(String(dependency.dependent_on)))
  const onAnswers = dependencies
    .filter((dependency) => !context.includes(dependency))
    .map((dependency) => ({ parent: topLevel.find((item) => sameId(item.question.id, dependency.dependent_on)), values: dependency.ask_if_val_in }))
  const extension = context.map(contextExtension)
  const simple = onAnswers.every(({ parent, values }) => parent !== undefined && values.length > 0)
  if (onAnswers.length === 0) return { extension }
  if (simple && (onAnswers.length === 1 || onAnswers.every(({ values }) => values.length === 1))) {
    const enableWhen = onAnswers.flatMap(({ parent, values }) => values.map((value) => enableWhenFor(parent as PlannedItem, value)))
    const enableBehavior = enableWhen.length < 2 ? undefined : onAnswers.length === 1 ? ('any' as const) : ('all' as const)
    return { extension, enableWhen, ...(enableBehavior ? { enableBehavior } : {}) }
  }
  return {
    extension: [
      ...extension,
      { url: EXTENSIONS.enableWhenExpression, valueExpression: { language: 'text/fhirpath', expression: enableWhenExpression(onAnswers) } },
    ],
  }
}

function doseMonths(linkId: string): QuestionnaireItem[] {
  return planMonthLabels('plan')
    .slice(0, DOSE_MONTHS)
    .map((label, index) => ({
      linkId: doseMonthLinkId(linkId, index + 1),
      text: `${label} (mg)`,
      type: 'decimal' as const,
      required: true,
      extension: [{ url: EXTENSIONS.unit, valueCoding: { system: 'http://unitsofmeasure.org', code: 'mg', display: 'mg' } }],
    }))
}

function answerOptions(question: Question): Pick<QuestionnaireItem, 'answerOption'> {
  if (!question.options?.length) return {}
  const byTitle = new Map(question.options.map((option) => [option.title, option]))
  const seen = new Set<string>()
  const answerOption = displayedOptions(question).flatMap((title) => {
    const code = optionCode(title)
    if (seen.has(code)) return []
    seen.add(code)
    const option = byTitle.get(title)
    const extension = [
      ...flag(EXTENSIONS.important, isOn(option?.important)),
      ...flag(EXTENSIONS.critical, isOn(option?.is_critical)),
      ...flag(EXTENSIONS.backButton, isOn(option?.is_back_button)),
    ]
    return [{ valueCoding: { code, display: nonBlank(title) ?? code }, ...(extension.length ? { extension } : {}) }]
  })
  return { answerOption }
}

function itemFor(planned: PlannedItem, parent: PlannedItem | null, document: QuestionnaireDocument, topLevel: PlannedItem[]): QuestionnaireItem {
  const { question, linkId } = planned
  const type = itemType(question)
  const conditions: Partial<QuestionnaireItem> = parent
    ? {
        extension: [],
        enableWhen: planned.openedBy.map((option) => enableWhenFor(parent, option)),
        ...(planned.openedBy.length > 1 ? { enableBehavior: 'any' as const } : {}),
      }
    : conditionsOf(question, document, topLevel)
  const extension = [...questionExtensions(question), ...(conditions.extension ?? [])]
  const children = [...(type === 'group' ? doseMonths(linkId) : []), ...planned.followUps.map((followUp) => itemFor(followUp, planned, document, topLevel))]
  const item: QuestionnaireItem = {
    linkId,
    ...(nonBlank(question.label) ? { text: question.label } : {}),
    type,
    ...(extension.length ? { extension } : {}),
    ...(conditions.enableWhen?.length ? { enableWhen: conditions.enableWhen } : {}),
    ...(conditions.enableBehavior ? { enableBehavior: conditions.enableBehavior } : {}),
    // A display item may be neither required nor repeating (FHIR que-6).
    ...(type === 'display' ? {} : { required: !isOn(question.is_optional) }),
    ...(question.question_type === 'multiple_option' ? { repeats: true } : {}),
    ...(type === 'choice' ? answerOptions(question) : {}),
    ...(children.length ? { item: children } : {}),
  }
  return item
}

/**
 * A questionnaire version as a FHIR R4 Questionnaire: each question one item (types mapped as ADR 056
 * lists), dependencies as enableWhen, follow-ups nested under their parent and enabled by the
 * options that open them, `required` from is_optional.
 */
export function toFhirQuestionnaire(version: QuestionnaireVersionExport): Questionnaire {
  const planned = planItems(version.document)
  const id = fhirId(version.questionnaireId, version.version)
  return {
    resourceType: 'Questionnaire',
    ...(id ? { id } : {}),
    ...(nonBlank(version.kind) ? { extension: [{ url: EXTENSIONS.kind, valueCode: optionCode(version.kind as string) }] } : {}),
    url: questionnaireCanonicalUrl(version),
    version: version.version,
    ...(nonBlank(version.title) ? { title: version.title } : {}),
    status: version.status,
    ...(version.date ? { date: version.date } : {}),
    subjectType: ['Patient'],
    ...(planned.length ? { item: planned.map((item) => itemFor(item, null, version.document, planned)) } : {}),
  }
}
