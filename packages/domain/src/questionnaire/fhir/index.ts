export { toFhirQuestionnaire, type QuestionnaireVersionExport } from './questionnaire.ts'
export { toFhirQuestionnaireResponse, type QuestionnaireResponseExport } from './response.ts'
export { answersFromRecords } from './records.ts'
