import type { Meta, StoryObj } from '@storybook/react-vite'
import { mobileViewport } from '../stories/mobile.ts'
import { BmiDisplay } from './BmiDisplay.tsx'

const meta = {
  title: 'Components/BmiDisplay',
  component: BmiDisplay,
  args: { label: 'Your BMI', value: 32.3, placeholder: 'Enter height and weight' },
  decorators: [
    (Story) => (
      <div className="p-5">
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof BmiDisplay>

export default meta
type Story = StoryObj<typeof meta>

export const WithValue: Story = {}
export const Waiting: Story = { args: { value: null } }
