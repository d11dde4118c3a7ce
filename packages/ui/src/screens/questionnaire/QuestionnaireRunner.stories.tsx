import type { Meta, StoryObj } from '@storybook/react-vite'
import { medicalFormMessages, questionnaireStep } from '@telehealth/domain'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { mobileViewport } from '../../stories/mobile.ts'
import { doseMonthsOf, QuestionnaireRunner, type QuestionnaireRunnerEvent, type QuestionnaireRunnerProps } from './QuestionnaireRunner.tsx'
import { maleInTexas } from '@telehealth/domain/questionnaire/every-type.fixture'
import { progressAt, viewAt } from './runner.fixture.ts'

type Props = QuestionnaireRunnerProps

/**
 * Stands in for the questionnaire machine (which packages/ui may not import): the patient's steps
 * go through the same domain `questionnaireStep`, so a story can be clicked through question by
 * question. The machine's own parts (the upload's advance, submit, refund, the resume offer) are
 * only reported to `onEvent`: each of their states is a story of its own, and the moves are tested
 * on the machine (packages/machines/src/questionnaire).
 */
function Stepped(args: Props) {
  const [view, setView] = useState(args.view)
  const onEvent = (event: QuestionnaireRunnerEvent) => {
    args.onEvent(event)
    const step = event.type === 'UPLOADED' ? { type: 'ANSWER' as const, questionId: event.questionId, answer: event.filename } : event
    if (step.type === 'SUBMIT' || step.type === 'PROCESS_REFUND' || step.type === 'RESUME' || step.type === 'START_OVER' || step.type === 'LOAD_CURRENT') return
    setView((current) => ({
      ...current,
      run: questionnaireStep(current.document, current.context, current.run, step, {
        doseMonths: doseMonthsOf(args.dosePlan),
        dosePlan: args.dosePlan ?? null,
      }),
    }))
  }
  return <QuestionnaireRunner {...args} view={view} onEvent={onEvent} />
}

const meta = {
  title: 'Screens/Questionnaire/Runner',
  component: QuestionnaireRunner,
  render: (args) => <Stepped {...args} />,
  args: {
    view: viewAt(null, {}),
    onEvent: fn<Props['onEvent']>(),
    dosePlan: { drug: 'semaglutide' },
    uploadFile: fn<Props['uploadFile']>(async (_file, _question, onProgress) => {
      onProgress(50)
      return { ok: true, filename: 'uploads/id-photo.jpg' }
    }),
    exitHref: '/home',
  },
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-canvas">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof QuestionnaireRunner>

export default meta
type Story = StoryObj<typeof meta>

type View = Props['view']
const at = (id: string | null, answers: Record<string, string | number | string[]> = {}, doseSchedule: (number | null)[] = [], more: Partial<View> = {}) => ({
  view: viewAt(progressAt(id, answers, doseSchedule), more),
})

/** single_option, the first question: Next waits for an answer; Go Back leaves the form. */
export const SingleOption: Story = {
  args: { view: viewAt(null) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: /pregnant/ })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/home')
    const next = canvas.getByRole('button', { name: 'Next' })
    await expect(next).toBeDisabled()
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }))
    await expect(next).toBeEnabled()
    await userEvent.click(next)
    // Florida patient: the bill of rights comes next; the pregnancy stop is skipped.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Florida Patient Bill of Rights' })).toBeVisible()
    await expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'NEXT' })
  },
}

/** multiple_option: each chosen option opens its follow-ups; 'None of the above' clears the others. */
export const MultipleOptionWithFollowUps: Story = {
  args: at('3'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const next = canvas.getByRole('button', { name: 'Next' })
    await expect(next).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Type 2 diabetes' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gallbladder disease' }))
    await expect(canvas.getByRole('textbox', { name: 'Which diabetes medications do you take?' })).toBeVisible()
    await expect(canvas.getByRole('radiogroup', { name: 'Has your gallbladder been removed?' })).toBeVisible()
    await expect(next).toBeEnabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'None of the above' }))
    await expect(canvas.getByRole('checkbox', { name: 'Type 2 diabetes' })).not.toBeChecked()
    await expect(canvas.queryByRole('textbox', { name: 'Which diabetes medications do you take?' })).toBeNull()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gallbladder disease' }))
    await expect(canvas.getByRole('checkbox', { name: 'None of the above' })).not.toBeChecked()
  },
}

/** integer: only digits; Next needs a number. */
export const Integer: Story = {
  args: at('4'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: 'What is your weight today (lb)?' })
    await userEvent.type(field, 'abc')
    await expect(field).toHaveValue('')
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
    await userEvent.type(field, '210')
    await expect(field).toHaveValue('210')
    await expect(field).toHaveFocus()
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled()
  },
}

/** string: one line; blank text keeps Next closed. */
export const StringQuestion: Story = {
  args: at('5'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: 'What is your current weekly dose (mg)?' })
    await userEvent.type(field, '   ')
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
    await userEvent.type(field, '0.5')
    await expect(field).toHaveValue('   0.5')
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    // A new question: focus moves to its heading.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Do you have any allergies?' })).toHaveFocus()
  },
}

/** text, with a sublabel. */
export const Text: Story = {
  args: at('6'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('List them, or write "none".')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Do you have any allergies?' }), 'Penicillin')
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled()
    // Enter means Next.
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('heading', { level: 1, name: /anything else/ })).toBeVisible()
  },
}

/** textarea, optional: Next is open while it is empty. */
export const TextareaOptional: Story = {
  args: at('7'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: /anything else/ })).toHaveValue('')
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled()
  },
}

// A 1 x 1 PNG, so the preview shows a real (tiny) image.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
const photo = () => new File([Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0))], 'id.png', { type: 'image/png' })

/** image_upload: choose, Confirm Upload, Uploaded! (the machine moves on to the next question half a second later). */
export const ImageUpload: Story = {
  args: at('8'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
    await userEvent.upload(canvas.getByLabelText('Choose a photo'), photo())
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Upload' }))
    await expect(await canvas.findByRole('button', { name: 'Uploaded!' })).toBeDisabled()
    await waitFor(() => expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'UPLOADED', questionId: '8', filename: 'uploads/id-photo.jpg' }))
  },
}

/** An upload that fails: its text, 'Please try uploading again' and Try Again. */
export const ImageUploadFailed: Story = {
  args: { ...at('8'), uploadFile: fn<Props['uploadFile']>(async () => ({ ok: false, message: 'Error uploading file. Please try again.' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(canvas.getByLabelText('Choose a photo'), photo())
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Upload' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Error uploading file. Please try again.')
    await expect(alert).toHaveTextContent('Please try uploading again')
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
  },
}

/** file, optional: Next is open without a file. */
export const FileOptional: Story = {
  args: at('9'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toBeEnabled()
  },
}

/** dose_optimization: Next waits until every month has a dose. */
export const DoseOptimization: Story = {
  args: at('10'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const next = canvas.getByRole('button', { name: 'Next' })
    await userEvent.click(within(canvas.getByRole('group', { name: 'Month 1' })).getByRole('radio', { name: /^0.25 mg/ }))
    await userEvent.click(within(canvas.getByRole('group', { name: 'Month 2' })).getByRole('radio', { name: /^0.5 mg/ }))
    await expect(next).toBeDisabled()
    await userEvent.click(within(canvas.getByRole('group', { name: 'Month 3' })).getByRole('radio', { name: /^1 mg/ }))
    await expect(next).toBeEnabled()
  },
}

/** The choices by month, as the patient sees them. */
const choicesOf = (canvasElement: HTMLElement, month: string) =>
  within(within(canvasElement).getByRole('group', { name: month }))
    .queryAllByRole('radio')
    .map((radio) => radio.getAttribute('value'))

/**
 * dose_optimization after a current dose of 2.4 mg semaglutide (ADR 088): month 1 offers only that
 * dose and its neighbour, each later month the previous dose and one step either side.
 */
export const DosePlanFromCurrentDose: Story = {
  args: at('10', { 5: '2.4' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(choicesOf(canvasElement, 'Month 1')).toEqual(['1.7', '2.4'])
    await expect(choicesOf(canvasElement, 'Month 2')).toEqual([])
    await userEvent.click(within(canvas.getByRole('group', { name: 'Month 1' })).getByRole('radio', { name: /^2.4 mg/ }))
    await expect(choicesOf(canvasElement, 'Month 2')).toEqual(['1.7', '2.4'])
    await userEvent.click(within(canvas.getByRole('group', { name: 'Month 2' })).getByRole('radio', { name: /^1.7 mg/ }))
    await expect(choicesOf(canvasElement, 'Month 3')).toEqual(['1', '1.7', '2.4'])
    await userEvent.click(within(canvas.getByRole('group', { name: 'Month 3' })).getByRole('radio', { name: /^1 mg/ }))
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled()
  },
}

/** informational with a Next button (Florida patients). */
export const InformationalWithNext: Story = {
  args: at('2', { 0: 'No' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Courtesy and respect')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(canvas.getByRole('heading', { level: 1, name: /any of these conditions/ })).toBeVisible()
  },
}

/** informational without a Next button: landing on it opens 'We Cannot Proceed' with its description. */
export const CannotProceed: Story = {
  args: { view: viewAt(null) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'We Cannot Proceed' })
    await expect(dialog).toHaveTextContent('GLP-1 medications are not safe during pregnancy or breastfeeding')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Process Refund' }))
    await expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'PROCESS_REFUND' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resubmit Form' }))
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull())
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }))
    await expect(canvas.getByRole('heading', { level: 1, name: /pregnant/ })).toBeVisible()
  },
}

/** An answer of an important question that opens a question with a description: that description. */
export const CannotProceedByAnswer: Story = {
  args: at('3', { 0: 'No' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Medullary thyroid cancer or MEN2' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'We Cannot Proceed' })
    await expect(dialog).toHaveTextContent('rules out GLP-1 treatment')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resubmit Form' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'None of the above' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(canvas.getByRole('heading', { level: 1, name: /weight today/ })).toBeVisible()
  },
}

/** The refund is being made: Process Refund waits. */
export const CannotProceedRefunding: Story = {
  args: at('1', { 0: 'Yes' }, [], { refund: { pending: true, error: null, done: false } }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'We Cannot Proceed' })
    await expect(within(dialog).getByRole('button', { name: /Process/ })).toBeDisabled()
  },
}

/** The refund was made: the popup says so, and Process Refund is closed. */
export const CannotProceedRefunded: Story = {
  args: at('1', { 0: 'Yes' }, [], { refund: { pending: false, error: null, done: true } }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'We Cannot Proceed' })
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Your refund is being processed.')
    await expect(within(dialog).getByRole('button', { name: 'Process Refund' })).toBeDisabled()
  },
}

/** The refund could not be made: the popup stays with the reason. */
export const CannotProceedRefundFailed: Story = {
  args: at('1', { 0: 'Yes' }, [], { refund: { pending: false, error: 'The refund could not be made. Please contact support.', done: false } }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'We Cannot Proceed' })
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The refund could not be made. Please contact support.')
    await expect(within(dialog).getByRole('button', { name: 'Process Refund' })).toBeEnabled()
  },
}

const answeredAll = { 0: 'No', 3: ['Type 2 diabetes'], '3a': 'Metformin', 4: 210, 5: '0.5', 6: 'None', 8: 'uploads/id.jpg' }

/** The confirmation step: every answer; Submit is the machine's to send. */
export const Confirmation: Story = {
  args: at(null, answeredAll, [0.25, 0.5, 1]),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Review your answers' })).toBeVisible()
    await expect(canvas.getByText('Metformin')).toBeVisible()
    await expect(canvas.getByText('Photo uploaded')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'SUBMIT' })
  },
}

/** Back from the confirmation step opens the question the document names (8). */
export const ConfirmationGoBack: Story = {
  args: at(null, answeredAll, [0.25, 0.5, 1]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }))
    await expect(canvas.getByRole('heading', { level: 1, name: /driver's license/ })).toBeVisible()
  },
}

const withNotice = (view: View, notice: string): View => ({ ...view, run: { ...view.run, notice } })

/** Submit with a follow-up left open sent the patient back to its question, with the reason. */
export const SubmitWithOpenFollowUp: Story = {
  args: { view: withNotice(at('3', { ...answeredAll, '3a': '' }, [0.25, 0.5, 1]).view, 'Please answer the follow-up questions before submitting.') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please answer the follow-up questions before submitting.')
    await expect(canvas.getByRole('heading', { level: 1, name: /any of these conditions/ })).toBeVisible()
  },
}

/** 'Please wait... Submitting form!' while the answers are sent. */
export const Submitting: Story = {
  args: at(null, answeredAll, [0.25, 0.5, 1], { phase: 'submitting' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent('Please wait... Submitting form!')
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled()
  },
}

/** Sent: the thanks, while the page moves on. */
export const Submitted: Story = {
  args: at(null, answeredAll, [0.25, 0.5, 1], { phase: 'submitted' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Thank you. Your answers were sent.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeDisabled()
  },
}

/** A failed submit: the message and Try again; every answer is kept. */
export const SubmitFailed: Story = {
  args: at(null, answeredAll, [0.25, 0.5, 1], { phase: 'submitFailed', submitError: 'We could not send your answers. Please try again.' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not send your answers. Please try again.')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(canvas.getByText('Metformin')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'SUBMIT' })
  },
}

/** The server no longer takes this version (ADR 086): the message, and the current form offered instead of Try again. */
export const VersionReplaced: Story = {
  args: at(null, answeredAll, [0.25, 0.5, 1], { versionReplaced: medicalFormMessages.versionReplaced }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(medicalFormMessages.versionReplaced)
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: medicalFormMessages.loadCurrentForm }))
    await expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'LOAD_CURRENT' })
  },
}

/** Back clears the answer of the question it leaves. */
export const GoBackClearsAnswer: Story = {
  args: at('5', { 0: 'No', 3: ['None of the above'], 4: 210, 5: '0.5' }, [], { context: maleInTexas }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }))
    await expect(canvas.getByRole('textbox', { name: /weight today/ })).toHaveValue('210')
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(canvas.getByRole('textbox', { name: /weekly dose/ })).toHaveValue('')
  },
}

/** After a possible crash: continue where you left off, or start over. */
export const ResumeAfterCrash: Story = {
  args: at('6', { 0: 'No', 3: ['None of the above'], 4: 210, 5: '0.5' }, [], { resumeOffer: { savedAt: '2026-11-24T10:00:00.000Z' } }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Continue where you left off?' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: /allergies/ })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }))
    await expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'START_OVER' })
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'RESUME' })
  },
}

/** The admin's live preview: nothing saved or sent. */
export const Preview: Story = {
  args: at(null, answeredAll, [0.25, 0.5, 1], { preview: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Preview: answers are not saved or sent.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }))
    await expect(canvas.getByRole('heading', { level: 1, name: /driver's license/ })).toBeVisible()
  },
}
