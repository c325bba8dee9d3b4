/**
 * A small control a finger can hit (a text link, a chip, a table's sort label): where the main pointer is coarse (a
 * phone, a tablet) it is at least 44 px high (WCAG 2.5.5, Apple's and Google's guidelines), its content centred.
 * A desktop keeps the compact control.
 */
export const TOUCH_TARGET = {
  '@media (pointer: coarse)': { display: 'inline-flex', alignItems: 'center', minHeight: 44 },
} as const;
