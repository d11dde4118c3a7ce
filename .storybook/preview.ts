import type { Preview } from '@storybook/react-vite'
import '../packages/ui/src/styles.css'

const preview: Preview = {
  parameters: {
    // An accessibility violation fails the story test, not just a warning in the panel.
    a11y: { test: 'error' },
    viewport: { defaultViewport: 'mobile' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
}

export default preview
