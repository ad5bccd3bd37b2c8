/**
 * The sort options of a product list (SPEC §3 web profile filterInfo), apart from the chip row:
 * loaders read the default sort at start-up, and importing it from ./sort-chips put the chip row
 * in the start-up chunk (issue 31).
 */
import type { ProductSort } from '@contract/rules';

export interface SortItem {
  code: string;
  name: string;
  isSelected: boolean;
}

/** The product sort the web profile marks as selected (SPEC §3 filterInfo), else 'recommend'. */
export function defaultProductSort(items: SortItem[]): ProductSort {
  return (items.find((s) => s.isSelected)?.code as ProductSort | undefined) || 'recommend';
}
