/**
 * The invisible 44 × 44 px tap area of a control drawn smaller (issue 13, WCAG 2.5.5): an absolute
 * `::after` centred on the control, reaching out to 44 px in each direction where the control is
 * smaller and staying inside it where it is larger. Insets in % are of the control's padding box
 * (its border is outside it), so `(100% − 44px) / 2` gives exactly 44 px whatever the border —
 * a fixed −6 px made a bordered 32 px chip only 42 px tall. The control needs `position: relative`
 * and room around it that no overflow clips (chip rows have 8 px of padding above and below).
 * Used by the chip and button recipes; components with their own `css()` write the same values.
 */
export const TAP_AREA_INSET = 'min(0px, calc((100% - 44px) / 2))';

export const tapArea = { content: '""', position: 'absolute', insetInline: TAP_AREA_INSET, insetBlock: TAP_AREA_INSET } as const;
