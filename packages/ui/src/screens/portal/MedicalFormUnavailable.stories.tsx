import type { Meta, StoryObj } from '@storybook/react-vite'
import { medicalFormMessages } from '@telehealth/domain'
import { expect, within } from 'storybook/test'
import { mobileViewport } from '../../stories/mobile.ts'
import { MedicalFormUnavailable } from './MedicalFormUnavailable.tsx'

const meta = {
  title: 'Screens/Portal/Medical form unavailable',
  component: MedicalFormUnavailable,
  args: { title: medicalFormMessages.pageTitle, message: medicalFormMessages.noQuestionnaire },
  ...mobileViewport,
} satisfies Meta<typeof MedicalFormUnavailable>

export default meta
type Story = StoryObj<typeof meta>

export const NoPublishedForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(medicalFormMessages.noQuestionnaire)
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home')
  },
}
