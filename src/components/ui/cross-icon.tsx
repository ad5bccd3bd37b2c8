/**
 * The × of a close or remove button: two round-capped strokes from corner to corner of a `box`×`box`
 * grid, ending `edge` in from each side, `weight` thick (grid units), drawn `size` px wide and high in
 * the text colour. Hidden from assistive technology: the button it sits in carries the name.
 * (Not `inset`/`strokeWidth`: Panda would read props of those names as style props and emit classes.)
 */
export function CrossIcon({ size, box, edge, weight }: { size: number; box: number; edge: number; weight: number }) {
  const far = box - edge;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${box} ${box}`} aria-hidden="true" focusable="false">
      <path d={`M${edge} ${edge}L${far} ${far}M${far} ${edge}L${edge} ${far}`} stroke="currentColor" strokeWidth={weight} strokeLinecap="round" />
    </svg>
  );
}
