/** The pre-checkout questionnaire's own texts (spec 001 sections 4 and 5; ADRs 064-066 where the spec is silent). */
export const preCheckoutMessages = {
  answerTakesGlp: 'Please answer whether you take a GLP medication now.',
  chooseYesOrNo: 'Please choose Yes or No.',
  chooseGlpMedication: 'Please choose the medication you take now.',
  chooseCurrentDose: 'Please choose your current dose.',
  chooseMedication: 'Please choose Tirzepatide or Semaglutide.',
  noDoseWithoutGlp: 'A current medication or dose needs a Yes to the first question.',
  doseNotOffered: 'That dose is not offered.',
  notOfferedTitle: 'This dose is not offered',
  notOfferedProposal: 'We do not offer that dose. Would you like 10mg Tirzepatide instead?',
  noCurrentDose: 'You are not taking a GLP medication now, so there is no current dose to tell us: your doctor starts you on the lowest dose.',
  otherDose: 'Another dose',
  notAnswered: 'Please answer the pre-checkout questions before checkout.',
} as const
