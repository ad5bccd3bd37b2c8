/** Sort options from web profile filterInfo (SPEC §3) as a single-choice chip row. */
import type { ProductSort } from '@contract/rules';
import { useNavigate } from '@tanstack/react-router';
import { chip } from 'styled-system/recipes';
import { ChipRow, RadioChip } from '~/components/ui/chip-row';
import { defaultProductSort, type SortItem } from './product-sort';

export { defaultProductSort, type SortItem } from './product-sort';

export function SortChips({ items, value, onChange, label = '정렬' }: { items: SortItem[]; value: string; onChange: (code: string) => void; label?: string }) {
  return (
    <ChipRow as="radiogroup" label={label}>
      {items.map((s) => (
        <RadioChip key={s.code} checked={value === s.code} onSelect={() => onChange(s.code)} className={chip()}>
          {s.name}
        </RadioChip>
      ))}
    </ChipRow>
  );
}

/**
 * The product sort of a list route (issue 11: the router owns list inputs): `sort` is the route's
 * `?sort` (`Route.useSearch()`, validated by its `validateSearch`), else the web profile's default;
 * changing it replaces the history entry, so back leaves the list instead of stepping through sorts.
 * Spread the result into a list that takes `sortItems`, `sort` and `onSortChange`.
 */
export function useUrlProductSort(sortItems: SortItem[], sort: ProductSort | undefined) {
  const navigate = useNavigate();
  return {
    sortItems,
    sort: sort ?? defaultProductSort(sortItems),
    onSortChange: (next: ProductSort) => void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, sort: next }), replace: true }),
  };
}
