import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../stories/mobile.ts'
import { QuestionnaireRunner } from '../questionnaire/QuestionnaireRunner.tsx'
import { everyTypeDocument } from '@telehealth/domain/questionnaire/every-type.fixture'
import { viewAt } from '../questionnaire/runner.fixture.ts'
import { QuestionnairePreview, questionnairePreviewMessages } from './QuestionnairePreview.tsx'

const meta = {
  title: 'Screens/Questionnaire/Live preview',
  component: QuestionnairePreview,
  args: {
    document: everyTypeDocument,
    // The route runs the machine; here the runner shows the questionnaire's first screen for the patient chosen.
    renderRunner: (patient) => (
      <QuestionnaireRunner
        view={viewAt(null, { document: everyTypeDocument, context: patient, preview: true })}
        onEvent={fn()}
        dosePlan={{ drug: 'semaglutide' }}
        uploadFile={fn()}
        exitHref="/questionnaire-preview"
      />
    ),
  },
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-canvas">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof QuestionnairePreview>

export default meta
type Story = StoryObj<typeof meta>

/** Before the admin has sent the draft. */
export const Waiting: Story = {
  args: { document: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(questionnairePreviewMessages.waiting)
  },
}

/** The draft in the runner, read only; a female patient in Florida sees the pregnancy question first. */
export const Draft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(questionnairePreviewMessages.patientWith)).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: /pregnant/ })).toBeVisible()
    // A male patient: the questionnaire starts again without the pregnancy question.
    await userEvent.selectOptions(canvas.getByLabelText('Gender'), 'Male')
    await expect(canvas.queryByRole('heading', { level: 1, name: /pregnant/ })).toBeNull()
  },
}

/** The latest edit has an unfinished question: the last complete draft stays, and the note says why. */
export const Paused: Story = {
  args: { problem: 'Question 12 (question_type) is not finished.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Question 12 \(question_type\) is not finished\./)).toBeVisible()
  },
}
