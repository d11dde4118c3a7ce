import type { Question, QuestionnaireDocument } from '@telehealth/domain/questionnaire/document'

const yesNo = [
  { title: 'Yes', order: 1 },
  { title: 'No', order: 2 },
]

const pregnancy: Question = {
  id: 0,
  question: 'pregnancy',
  label: 'Are you pregnant, breastfeeding, or planning to become pregnant?',
  question_type: 'single_option',
  options: yesNo,
}
// Not 'important': a Yes goes on to the dead end below, whose popup carries the reason.
const pregnancyStop: Question = {
  id: 1,
  question: 'pregnancy_stop',
  label: 'We cannot proceed',
  description: 'GLP-1 medications are not safe during pregnancy or breastfeeding, so we cannot prescribe them for you now.',
  question_type: 'informational',
  has_next_button: false,
}
const floridaRights: Question = {
  id: 2,
  question: 'florida_bill_of_rights',
  label: 'Florida Patient Bill of Rights',
  description:
    'Florida law gives patients the right to be treated with courtesy and respect, to receive information about their treatment, and to know who is providing their care.',
  question_type: 'informational',
  has_next_button: true,
}
const conditions: Question = {
  id: 3,
  question: 'medical_conditions',
  label: 'Do you have, or have you ever had, any of these conditions?',
  question_type: 'multiple_option',
  important: true,
  options: [
    { title: 'Type 2 diabetes', order: 1 },
    { title: 'Gallbladder disease', order: 2 },
    { title: 'Pancreatitis', order: 3, is_critical: true },
    { title: 'Medullary thyroid cancer or MEN2 (personal or family history)', order: 4, is_critical: true },
    { title: 'None of the above', order: 5 },
  ],
  followup_questions: {
    'Type 2 diabetes': [
      { id: '3a', question: 'diabetes_medication', label: 'Which diabetes medications do you take?', question_type: 'textarea', isFollowUp: true, parentId: 3 },
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
}
const takesGlp: Question = {
  id: 4,
  question: 'takes_glp',
  label: 'Are you currently taking a GLP-1 medication?',
  question_type: 'single_option',
  options: yesNo,
}
const glpDose: Question = {
  id: 5,
  question: 'current_glp_dose',
  label: 'What is your current weekly dose (mg)?',
  question_type: 'string',
  placeholder: 'e.g. 0.5',
}
const allergies: Question = {
  id: 6,
  question: 'allergies',
  label: 'Do you have any allergies? List them, or write "none".',
  question_type: 'textarea',
}
const currentMeds: Question = {
  id: 7,
  question: 'current_meds',
  label: 'Which medications and supplements do you take now? Write "none" if none.',
  question_type: 'textarea',
}
const goalNote: Question = {
  id: 8,
  question: 'anything_else',
  label: 'Is there anything else you would like your doctor to know?',
  question_type: 'textarea',
  is_optional: true,
}
const idPhoto: Question = {
  id: 9,
  question: 'id_image',
  label: "Upload a photo of your driver's license or state ID",
  sublabel: 'Your doctor must confirm who you are before prescribing.',
  question_type: 'image_upload',
}

const restrictedStates: Question = {
  id: 10,
  question: 'restricted_states_notice',
  label: 'Before you continue in Mississippi or Louisiana',
  description: 'Your state has its own rules for prescribing weight-loss medication online. Your doctor may ask for a video visit before prescribing.',
  question_type: 'informational',
  has_next_button: true,
}
const currentWeight: Question = {
  id: 11,
  question: 'current_weight',
  label: 'What is your weight today (lb)?',
  question_type: 'integer',
  placeholder: 'e.g. 210',
}
const primaryCare: Question = {
  id: 12,
  question: 'primary_care_provider',
  label: 'What is the name of your primary care provider?',
  sublabel: 'Write "none" if you do not have one.',
  question_type: 'text',
}
const treatmentInfo: Question = {
  id: 13,
  question: 'treatment_information',
  label: 'How your treatment works',
  description:
    'Your doctor reviews your answers and, if GLP-1 treatment is right for you, writes a prescription. It is one small injection a week, at home, and the dose goes up slowly to limit side effects.',
  question_type: 'informational',
  has_next_button: true,
}
const prescriptionPhoto: Question = {
  id: 14,
  question: 'prescription_image',
  label: 'Upload a photo of your current GLP-1 prescription or medication label (optional)',
  question_type: 'file',
  is_optional: true,
}
const dosePlan: Question = {
  id: 15,
  question: 'dose_plan',
  label: 'Plan your doses',
  description: 'Choose a dose for each month. Your doctor reviews the plan.',
  question_type: 'dose_optimization',
}
const labResults: Question = {
  id: 16,
  question: 'lab_results',
  label: 'Upload recent lab results, if you have them (optional)',
  question_type: 'file',
  is_optional: true,
}
const thyroidStop: Question = {
  id: 17,
  question: 'thyroid_stop',
  label: 'We cannot proceed',
  description: 'A personal or family history of medullary thyroid cancer or MEN2 rules out GLP-1 treatment.',
  question_type: 'informational',
  has_next_button: false,
}

/**
 * One list for the medical and bare-meds forms, covering every question type; the conditions of
 * spec 001 section 5 are dependencies in the document (ADR 054): pregnancy for women, the Florida
 * bill of rights in Florida, the restricted-states notice in MS and LA, 14 and 15 not on bareMeds.
 * Back from the confirmation step opens question 8 (ADR 053).
 */
const common = [
  pregnancy,
  pregnancyStop,
  floridaRights,
  conditions,
  takesGlp,
  glpDose,
  allergies,
  currentMeds,
  goalNote,
  idPhoto,
  restrictedStates,
  currentWeight,
  primaryCare,
  treatmentInfo,
  prescriptionPhoto,
  dosePlan,
  labResults,
  thyroidStop,
]
const dependency = [
  { question_id: 0, dependent_on: 'gender', ask_if_val_in: ['Female'] },
  { question_id: 1, dependent_on: 0, ask_if_val_in: ['Yes'] },
  { question_id: 2, dependent_on: 'user_state', ask_if_val_in: ['FL'] },
  { question_id: 5, dependent_on: 4, ask_if_val_in: ['Yes'] },
  { question_id: 10, dependent_on: 'user_state', ask_if_val_in: ['MS', 'LA'] },
  { question_id: 14, dependent_on: 'form_type', ask_if_val_in: ['medical', 'refill'] },
  { question_id: 15, dependent_on: 'form_type', ask_if_val_in: ['medical', 'refill'] },
  { question_id: 17, dependent_on: 3, ask_if_val_in: ['Medullary thyroid cancer or MEN2 (personal or family history)'] },
]
const bothForms: QuestionnaireDocument = { questions: common, dependency, confirmation_back_question_id: 8 }

/** Starting question sets; clinical staff own and change them in the admin. */
export const initialQuestionnaires: { title: string; kind: 'medical' | 'bare' | 'refill' | 'precheckout'; document: QuestionnaireDocument }[] = [
  { title: 'Medical questionnaire', kind: 'medical', document: bothForms },
  { title: 'Bare-meds questionnaire', kind: 'bare', document: bothForms },
  {
    title: 'Refill questionnaire',
    kind: 'refill',
    document: {
      questions: [
        // Ids start at 1: question 0 is the pregnancy question, which the spec shows to women only.
        { id: 1, question: 'side_effects', label: 'Have you had side effects since your last refill?', question_type: 'single_option', options: yesNo },
        { id: 2, question: 'side_effects_detail', label: 'Tell us about the side effects.', question_type: 'textarea' },
        { id: 3, question: 'current_weight', label: 'What is your weight today (lb)?', question_type: 'integer' },
        { id: 4, question: 'current_meds', label: 'Have your other medications changed? List any changes, or write "none".', question_type: 'textarea' },
      ],
      dependency: [{ question_id: 2, dependent_on: 1, ask_if_val_in: ['Yes'] }],
    },
  },
  {
    title: 'Pre-checkout questionnaire',
    kind: 'precheckout',
    document: {
      questions: [
        { id: 1, question: 'takes_glp', label: 'Are you currently taking a GLP medication?', question_type: 'single_option', options: yesNo },
        {
          id: 2,
          question: 'which_glp',
          label: 'Which one?',
          question_type: 'single_option',
          options: [
            { title: 'Ozempic/Wegovy', order: 1 },
            { title: 'Mounjaro/Zepbound', order: 2 },
            { title: 'Semaglutide compound', order: 3 },
            { title: 'Tirzepatide compound', order: 4 },
          ],
        },
        {
          id: 3,
          question: 'current_dose',
          label: 'What is your current dose?',
          sublabel: 'For higher doses we need a photo of your current medication or past prescription.',
          // Step 3 for a patient who answered No (ADR 065): nothing to choose, only this note.
          description: 'You are not taking a GLP medication now, so there is no current dose to tell us: your doctor starts you on the lowest dose.',
          question_type: 'dose_optimization',
        },
        {
          id: 4,
          question: 'medication_choice',
          label: 'Which medication would you like?',
          question_type: 'single_option',
          options: [
            { title: 'Tirzepatide', order: 1 },
            { title: 'Semaglutide', order: 2 },
          ],
        },
      ],
      // 'No' skips step 2 only: step 3 still shows, with its note instead of the dose (ADR 065).
      dependency: [{ question_id: 2, dependent_on: 1, ask_if_val_in: ['Yes'] }],
    },
  },
]
