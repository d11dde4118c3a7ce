import type { Meta, StoryObj } from '@storybook/react-vite'
import { intakeMessages, sorryMessages } from '@telehealth/domain'
import { expect, within } from 'storybook/test'
import { asPage } from '../../stories/funnel-decorator.tsx'
import { sorryCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { SorryScreen } from './SorryScreen.tsx'

const meta = {
  title: 'Screens/Sorry',
  component: SorryScreen,
  args: { copy: sorryCopy, message: sorryMessages.notQualified, continueHref: '/', learnMoreHref: '/learn-more' },
  decorators: [asPage()],
  ...mobileViewport,
} satisfies Meta<typeof SorryScreen>

export default meta
type Story = StoryObj<typeof meta>

export const NotQualified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent("We're Sorry")
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/')
    await expect(canvas.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/learn-more')
  },
}

export const StateNotServed: Story = { args: { message: intakeMessages.stateBlocked } }

export const Underage: Story = { args: { message: intakeMessages.underage } }

export const ValidationError: Story = { args: { message: sorryMessages.validationError } }

export const InvalidOrderStatus: Story = { args: { message: sorryMessages.invalidOrderStatus } }

export const NoReshipItems: Story = {
  args: { message: sorryMessages.noReshipItems },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items available for reshipping. Please contact support.')).toBeInTheDocument()
  },
}

export const ReshipItemsFetchFailed: Story = {
  args: { message: sorryMessages.reshipItemsFetchFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('An error occurred while getting items shipped. Please contact support.')).toBeInTheDocument()
  },
}
