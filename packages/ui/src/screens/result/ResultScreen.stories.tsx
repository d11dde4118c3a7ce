import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { asPage } from '../../stories/funnel-decorator.tsx'
import { resultCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { ResultScreen } from './ResultScreen.tsx'

const meta = {
  title: 'Screens/Result',
  component: ResultScreen,
  args: { copy: resultCopy, firstName: 'Ann', currentWeight: 200, targetWeight: 160, selectMedHref: '/select-med' },
  decorators: [asPage()],
  ...mobileViewport,
} satisfies Meta<typeof ResultScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Pounds are the domain's projections: 16% of 200 = 32, 22% = 44, 23% = 46, 31% = 62. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('You Qualify, Ann!')
    const table = canvas.getByRole('table', { name: 'Your projected weight loss' })
    for (const [label, pounds] of [
      ['Average loss, semaglutide', '−32 lbs'],
      ['Average loss, tirzepatide', '−44 lbs'],
      ['1 in 3 lose more, semaglutide', '−46 lbs'],
      ['With our program', '−62 lbs'],
    ] as const) {
      const row = within(table).getByRole('row', { name: new RegExp(label) })
      await expect(row).toHaveTextContent(pounds)
    }
    await expect(canvas.getByRole('link', { name: 'Choose my medication' })).toHaveAttribute('href', '/select-med')
  },
}

export const HeavierStart: Story = {
  args: { firstName: 'Christopher-Alexander', currentWeight: 412, targetWeight: 250 },
}
