import type { Question, QuestionnaireDocument } from './document.ts'

/** A small question set in the spec's JSON shape, shared by the engine's tests. */
const yesNo = [
  { title: 'Yes', order: 1 },
  { title: 'No', order: 2 },
]

export const pregnancy: Question = {
  id: 0,
  question: 'pregnancy',
  label: 'Are you pregnant or breastfeeding?',
  question_type: 'single_option',
  options: yesNo,
  important: 1,
}
export const conditions: Question = {
  id: 1,
  question: 'conditions',
  label: 'Do you have any of these conditions?',
  question_type: 'multiple_option',
  options: [
    { title: 'Diabetes', order: 2 },
    { title: 'Gallbladder disease', order: 1 },
    { title: 'None of the above', order: 3 },
  ],
  followup_questions: {
    Diabetes: [{ id: 'f1', question: 'diabetes_type', label: 'Which type?', question_type: 'text', isFollowUp: 1, parentId: 1 }],
    'None of the above': [{ id: 'f2', question: 'never', label: 'Never shown', question_type: 'text' }],
  },
}
export const glp: Question = {
  id: 2,
  question: 'takes_glp',
  label: 'Do you take a GLP-1 now?',
  question_type: 'single_option',
  options: yesNo,
  important: true,
}
export const glpDose: Question = { id: 3, question: 'glp_dose', label: 'Current dose (mg)', question_type: 'integer' }
export const florida: Question = { id: 4, question: 'florida_bill_of_rights', label: 'Florida patient rights', question_type: 'informational' }
export const cannotProceed: Question = {
  id: 5,
  question: 'mtc',
  label: 'Thyroid cancer history',
  question_type: 'informational',
  has_next_button: false,
  description: 'A history of medullary thyroid cancer rules out GLP-1 treatment.',
}
export const thyroid: Question = { id: 6, question: 'thyroid', label: 'Family history of MTC?', question_type: 'single_option', options: yesNo, important: 1 }
export const photo: Question = { id: 7, question: 'photo', label: 'Full body photo', question_type: 'image_upload', is_optional: 1 }
export const texasOnly: Question = { id: 8, question: 'tx_note', label: 'Texas consent', question_type: 'text' }
export const notes: Question = { id: 14, question: 'notes', label: 'Anything else?', question_type: 'textarea', is_optional: true }

export const sampleQuestionnaire: QuestionnaireDocument = {
  questions: [pregnancy, conditions, glp, glpDose, florida, thyroid, cannotProceed, photo, texasOnly, notes],
  dependency: [
    { question_id: 3, dependent_on: 2, ask_if_val_in: ['Yes'] },
    { question_id: 5, dependent_on: 6, ask_if_val_in: ['Yes'] },
    { question_id: 8, dependent_on: 'user_state', ask_if_val_in: ['TX'] },
  ],
}
