import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { mobileViewport } from '../../stories/mobile.ts'
import { QuestionnaireRunner } from './QuestionnaireRunner.tsx'
import { everyTypeDocument, femaleInFlorida, maleInTexas, progressAt } from './runner.fixture.ts'

const meta = {
  title: 'Screens/Questionnaire/Runner',
  component: QuestionnaireRunner,
  args: {
    document: everyTypeDocument,
    questionnaireId: '1',
    version: '1',
    context: femaleInFlorida,
    dosePlan: { drug: 'semaglutide' },
    uploadFile: fn(async (_file: File, _question, onProgress: (percent: number) => void) => {
      onProgress(50)
      return { ok: true as const, filename: 'uploads/id-photo.jpg' }
    }),
    onProgress: fn(),
    onSubmit: fn(async () => ({ ok: true as const })),
    onProcessRefund: fn(async () => ({ ok: true as const })),
    exitHref: '/home',
  },
  decorators: [(Story) => <div className="min-h-screen bg-canvas"><Story /></div>],
  ...mobileViewport,
} satisfies Meta<typeof QuestionnaireRunner>

export default meta
type Story = StoryObj<typeof meta>

/** single_option, the first question: Next waits for an answer; Go Back leaves the form. */
export const SingleOption: Story = {
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
    await expect(args.onProgress).toHaveBeenLastCalledWith(expect.objectContaining({ answers: { 0: 'No' }, currentQuestionId: '2' }))
  },
}
