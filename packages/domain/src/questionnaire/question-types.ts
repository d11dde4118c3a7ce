/** The question types of spec 001 section 3. */
export const QUESTION_TYPES = [
  'single_option',
  'multiple_option',
  'text',
  'textarea',
  'string',
  'integer',
  'file',
  'image_upload',
  'informational',
  'dose_optimization',
] as const
