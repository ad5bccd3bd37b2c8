/**
 * The × of a close or remove button: two round-capped strokes from corner to corner of a `box`×`box`
 * grid, `inset` in from each edge, drawn `size` px wide and high in the text colour (`strokeWidth` in
 * grid units). Hidden from assistive technology: the button it sits in carries the name.
 */
export function CrossIcon({ size, box, inset, strokeWidth }: { size: number; box: number; inset: number; strokeWidth: number }) {
  const far = box - inset;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${box} ${box}`} aria-hidden="true" focusable="false">
      <path d={`M${inset} ${inset}L${far} ${far}M${far} ${inset}L${inset} ${far}`} stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" />
    </svg>
  );
}
