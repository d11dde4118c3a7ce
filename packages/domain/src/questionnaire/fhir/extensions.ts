/**
 * Where the FHIR export says what R4 has no element for (ADR 056). Our own extensions live under
 * one fixed base, the same in every environment, so a reader can rely on the names; HL7's own
 * extensions are used where one fits.
 */
export const EXTENSION_BASE = 'https://evergreen.health/fhir/StructureDefinition'

export const EXTENSIONS = {
  /** The question's key (slug) in our JSON, e.g. `pregnancy`. */
  questionKey: `${EXTENSION_BASE}/questionnaire-question-key`,
  /** The text of the 'We Cannot Proceed' popup when the question disqualifies. */
  description: `${EXTENSION_BASE}/questionnaire-description`,
  /** A line under the question. */
  sublabel: `${EXTENSION_BASE}/questionnaire-sublabel`,
  important: `${EXTENSION_BASE}/questionnaire-important`,
  critical: `${EXTENSION_BASE}/questionnaire-critical`,
  /** On an option: choosing it goes back (spec's is_back_button). */
  backButton: `${EXTENSION_BASE}/questionnaire-back-button`,
  /** false: the question has no Next button (an informational stop). */
  nextButton: `${EXTENSION_BASE}/questionnaire-next-button`,
  /**
   * A condition on the patient rather than on an answer: complex extension with `source`
   * (valueCode `user_state`, `gender` or `form_type`) and one `value` (valueString) per accepted value. Several
   * on one item must all hold, as the document's dependencies do.
   */
  enableWhenContext: `${EXTENSION_BASE}/questionnaire-enable-when-context`,
  /** The questionnaire's kind: medical, bare, refill, precheckout. */
  kind: `${EXTENSION_BASE}/questionnaire-kind`,
  /** HL7: the placeholder of a text field. */
  entryFormat: 'http://hl7.org/fhir/StructureDefinition/entryFormat',
  /** HL7: the unit of a quantity-like decimal answer. */
  unit: 'http://hl7.org/fhir/StructureDefinition/questionnaire-unit',
  /** SDC: a condition enableWhen cannot express (an AND of ORs). */
  enableWhenExpression: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-enableWhenExpression',
} as const
