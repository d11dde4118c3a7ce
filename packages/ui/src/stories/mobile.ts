/**
 * Every story renders at a 390 px phone: in Storybook (globals) and in the story tests, whose
 * runner sizes the page from parameters.viewport (.storybook/preview.ts names 'mobile' as the
 * default, so 'mobile' is defined here).
 */
export const mobileViewport = {
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        mobile: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} as const
