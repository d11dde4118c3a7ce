import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../stories/mobile.ts'
import { CannotProceedDialog } from './CannotProceedDialog.tsx'

const meta = {
  title: 'Screens/Questionnaire/We Cannot Proceed',
  component: CannotProceedDialog,
  args: { open: true, onResubmit: fn(), onProcessRefund: fn() },
  ...mobileViewport,
} satisfies Meta<typeof CannotProceedDialog>

export default meta
type Story = StoryObj<typeof meta>

/** No description on the question: the spec's default text. */
export const DefaultText: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'We Cannot Proceed' })
    await expect(dialog).toHaveTextContent('Based on your responses, we cannot proceed with your application at this time.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Process Refund' }))
    await expect(args.onProcessRefund).toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onResubmit).toHaveBeenCalled()
  },
}

export const WithDescription: Story = {
  args: { description: 'A personal or family history of medullary thyroid cancer or MEN2 rules out GLP-1 treatment.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('alertdialog')).toHaveTextContent('medullary thyroid cancer')
  },
}

export const RefundPending: Story = {
  args: { refundPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Processing...' })).toBeDisabled()
  },
}
