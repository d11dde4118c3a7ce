import type { Question, QuestionnaireDocument } from './document.ts'
import type { QuestionnaireContext } from './visibility.ts'

/** A question set with every question type: the machine's tests and the runner's stories use the same one. */
const yesNo = [
  { title: 'Yes', order: 1 },
  { title: 'No', order: 2 },
]

export const everyTypeQuestions: Question[] = [
  { id: 0, question: 'pregnancy', label: 'Are you pregnant, breastfeeding, or planning to become pregnant?', question_type: 'single_option', options: yesNo },
  {
    id: 1,
    question: 'pregnancy_stop',
    label: 'We cannot proceed',
    description: 'GLP-1 medications are not safe during pregnancy or breastfeeding, so we cannot prescribe them for you now.',
    question_type: 'informational',
    has_next_button: false,
  },
  {
    id: 2,
    question: 'florida_bill_of_rights',
    label: 'Florida Patient Bill of Rights',
    description: 'Florida law gives patients the right to be treated with courtesy and respect.',
    question_type: 'informational',
    has_next_button: true,
    show_array: [
      { main_txt: 'Courtesy and respect', sub_txt: 'You are treated with dignity at every visit.' },
      { main_txt: 'Information', sub_txt: 'You may ask about your diagnosis and treatment.' },
    ],
  },
  {
    id: 3,
    question: 'medical_conditions',
    label: 'Do you have, or have you ever had, any of these conditions?',
    question_type: 'multiple_option',
    important: true,
    options: [
      { title: 'Type 2 diabetes', order: 1 },
      { title: 'Gallbladder disease', order: 2 },
      { title: 'Medullary thyroid cancer or MEN2', order: 3 },
      { title: 'None of the above', order: 4 },
    ],
    followup_questions: {
      'Type 2 diabetes': [
        {
          id: '3a',
          question: 'diabetes_medication',
          label: 'Which diabetes medications do you take?',
          question_type: 'textarea',
          isFollowUp: true,
          parentId: 3,
        },
      ],
      'Gallbladder disease': [
        {
          id: '3b',
          question: 'gallbladder_removed',
          label: 'Has your gallbladder been removed?',
          question_type: 'single_option',
          options: yesNo,
          isFollowUp: true,
          parentId: 3,
        },
      ],
    },
  },
  { id: 4, question: 'current_weight', label: 'What is your weight today (lb)?', question_type: 'integer', placeholder: 'e.g. 210' },
  { id: 5, question: 'current_glp_dose', label: 'What is your current weekly dose (mg)?', question_type: 'string', placeholder: 'e.g. 0.5' },
  { id: 6, question: 'allergies', label: 'Do you have any allergies?', sublabel: 'List them, or write "none".', question_type: 'text' },
  { id: 7, question: 'anything_else', label: 'Is there anything else you would like your doctor to know?', question_type: 'textarea', is_optional: true },
  {
    id: 8,
    question: 'id_image',
    label: "Upload a photo of your driver's license or state ID",
    sublabel: 'Your doctor must confirm who you are before prescribing.',
    question_type: 'image_upload',
  },
  { id: 9, question: 'prescription_image', label: 'A photo of your current prescription (optional)', question_type: 'file', is_optional: true },
  {
    id: 10,
    question: 'dose_plan',
    label: 'Plan your doses',
    description: 'Choose a dose for each month. Your doctor reviews the plan.',
    question_type: 'dose_optimization',
  },
  {
    id: 11,
    question: 'thyroid_stop',
    label: 'We cannot proceed',
    description: 'A personal or family history of medullary thyroid cancer or MEN2 rules out GLP-1 treatment.',
    question_type: 'informational',
    has_next_button: false,
  },
]

export const everyTypeDocument: QuestionnaireDocument = {
  questions: everyTypeQuestions,
  dependency: [
    { question_id: 0, dependent_on: 'gender', ask_if_val_in: ['Female'] },
    { question_id: 1, dependent_on: 0, ask_if_val_in: ['Yes'] },
    { question_id: 2, dependent_on: 'user_state', ask_if_val_in: ['FL'] },
    { question_id: 11, dependent_on: 3, ask_if_val_in: ['Medullary thyroid cancer or MEN2'] },
  ],
  confirmation_back_question_id: 8,
}

export const femaleInFlorida: QuestionnaireContext = { answers: {}, gender: 'Female', userState: 'FL', formType: 'medical' }
export const maleInTexas: QuestionnaireContext = { answers: {}, gender: 'Male', userState: 'TX', formType: 'medical' }
