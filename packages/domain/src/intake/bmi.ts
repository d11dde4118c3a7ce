/** BMI from pounds and inches: 703 x weight / height². */
export function bmi(weightLb: number, heightIn: number): number {
  return (703 * weightLb) / (heightIn * heightIn)
}

/** One decimal, for display and the intake payload; eligibility compares the unrounded value. */
export function roundBmi(value: number): number {
  return Math.round(value * 10) / 10
}
