import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../stories/mobile.ts'
import { GoBackLink } from './GoBackLink.tsx'

const meta = {
  title: 'Components/GoBackLink',
  component: GoBackLink,
  args: { onClick: fn() },
  decorators: [
    (Story) => (
      <div className="flex p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof GoBackLink>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Go Back' })
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}
