import type { Meta, StoryObj } from '@storybook/react-vite'
import { primaryButtonClassName } from './Button.tsx'
import { mobileViewport } from '../stories/mobile.ts'
import { StickyActionBar } from './StickyActionBar.tsx'

const meta = {
  title: 'Components/StickyActionBar',
  component: StickyActionBar,
  args: {
    note: 'No charge until a doctor approves your prescription.',
    children: (
      <a href="/select-med" className={primaryButtonClassName}>
        Choose my medication
      </a>
    ),
  },
  decorators: [
    (Story) => (
      <div className="px-5">
        <div className="h-[120vh] pt-5 text-base text-muted">Scroll: the button stays under your thumb.</div>
        <Story />
      </div>
    ),
  ],
  ...mobileViewport,
} satisfies Meta<typeof StickyActionBar>

export default meta
type Story = StoryObj<typeof meta>

export const OnPhone: Story = {}
