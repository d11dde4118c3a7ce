/**
 * The questionnaire's stored rows as the domain's document, and its FHIR export (ADR 071). Pure:
 * safe in unit tests and in code the browser loads.
 */
export { documentToRows, rowsToDocument, type QuestionnaireRows } from '../collections/Questionnaires/document.ts'
export {
  answeredQuestionnaireCopy,
  answeredVersionExport,
  fhirDownload,
  responseExport,
  type AnsweredQuestionnaire,
} from '../collections/Questionnaires/fhir.ts'
