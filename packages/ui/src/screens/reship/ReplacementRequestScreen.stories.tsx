import type { Meta, StoryObj } from '@storybook/react-vite'
import { fileSizeExceedsMessage, reshipMessages, reshipServerMessages, reshipSubmitErrorMessage, reshipSubmitExceptionMessage } from '@telehealth/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ImageUploader } from '../../components/ImageUploader.tsx'
import { mobileViewport } from '../../stories/mobile.ts'
import { ReplacementRequestScreen, type ReplacementItem } from './ReplacementRequestScreen.tsx'

const items: ReplacementItem[] = [
  { id: '1042', med_name: 'Compounded Semaglutide', external_order_number: '1042', delivered_at: '2026-11-20T15:00:00.000Z' },
  { id: '1057', med_name: 'GLP Anti-Nausea (B12)', external_order_number: '1057', delivered_at: '2026-11-22T15:00:00.000Z' },
]

const uploader = (props: Partial<Parameters<typeof ImageUploader>[0]> = {}) => (
  <ImageUploader state="idle" onChoose={() => undefined} onConfirm={() => undefined} {...props} />
)

const meta = {
  title: 'Screens/Portal/Replacement request',
  component: ReplacementRequestScreen,
  args: {
    brandName: 'Evergreen Health',
    step: 1,
    items,
    selectedIds: [],
    reason: '',
    onToggleItem: fn(),
    onReasonChange: fn(),
    onNext: fn(),
    onBack: fn(),
    onSubmit: fn(),
  },
  ...mobileViewport,
} satisfies Meta<typeof ReplacementRequestScreen>

export default meta
type Story = StoryObj<typeof meta>

export const ChooseItems: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Step 1 of 3')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('checkbox', { name: /Compounded Semaglutide/ }))
    await expect(args.onToggleItem).toHaveBeenCalledWith(items[0])
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(args.onNext).toHaveBeenCalled()
  },
}

export const ItemChosen: Story = { args: { selectedIds: ['1042'] } }

export const NoItemSelected: Story = {
  args: { stepError: reshipMessages.noItemSelected },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(reshipMessages.noItemSelected)
  },
}

export const Reason: Story = {
  args: { step: 2, selectedIds: ['1042'], reason: 'The vial arrived cracked and the liquid had leaked into the box.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const reason = canvas.getByRole('textbox', { name: 'Tell us what was missing or damaged' })
    await expect(reason).toHaveAttribute('maxlength', '1000')
    await expect(reason).toHaveAccessibleDescription('64/1000')
  },
}

export const ReasonRequired: Story = {
  args: { step: 2, selectedIds: ['1042'], stepError: reshipMessages.reasonRequired },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(reshipMessages.reasonRequired)
  },
}

export const Photo: Story = { args: { step: 3, selectedIds: ['1042'], reason: 'Cracked vial', uploader: uploader() } }

export const PhotoUploaded: Story = { args: { step: 3, selectedIds: ['1042'], reason: 'Cracked vial', uploader: uploader({ state: 'uploaded' }) } }

export const ImageRequired: Story = {
  args: { step: 3, selectedIds: ['1042'], reason: 'Cracked vial', uploader: uploader(), stepError: reshipMessages.imageRequired },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(reshipMessages.imageRequired)
  },
}

export const NotAnImage: Story = {
  args: { step: 3, selectedIds: ['1042'], reason: 'Cracked vial', uploader: uploader({ error: reshipMessages.notAnImage }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(reshipMessages.notAnImage)
  },
}

export const ImageTooLarge: Story = {
  args: { step: 3, selectedIds: ['1042'], reason: 'Cracked vial', uploader: uploader({ error: reshipMessages.imageTooLarge }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('File size must be less than 5MB.')
  },
}

/** A lower configured limit is worded 'File size exceeds {n} MB limit...' (ADR 043). */
export const ImageOverConfiguredLimit: Story = {
  args: { step: 3, selectedIds: ['1042'], reason: 'Cracked vial', uploader: uploader({ error: fileSizeExceedsMessage(2) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('File size exceeds 2 MB limit. Please choose a smaller file.')
  },
}

export const Submitting: Story = {
  args: { step: 3, selectedIds: ['1042'], reason: 'Cracked vial', uploader: uploader({ state: 'uploaded' }), submitting: true },
}

export const SubmitRefused: Story = {
  args: {
    step: 3,
    selectedIds: ['1042'],
    reason: 'Cracked vial',
    uploader: uploader({ state: 'uploaded' }),
    submitError: reshipSubmitErrorMessage(reshipServerMessages.alreadyRequested),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(`Error submitting request: ${reshipServerMessages.alreadyRequested}`)
  },
}

export const SubmitFailed: Story = {
  args: {
    step: 3,
    selectedIds: ['1042'],
    reason: 'Cracked vial',
    uploader: uploader({ state: 'uploaded' }),
    submitError: reshipSubmitExceptionMessage('Failed to fetch'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('An error occurred while submitting your request: Failed to fetch')
  },
}

export const ThankYou: Story = {
  args: { step: 4, selectedIds: ['1042'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: reshipServerMessages.thankYouTitle })).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Go To Dashboard' })).toHaveAttribute('href', '/home')
  },
}
