/** 쇼핑 라이브 (SPEC §2 /category/shopping-live: coming-soon page; src/features/shopping-live/coming-soon.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { ShoppingLiveComingSoon } from '~/features/shopping-live/coming-soon';

export const Route = createFileRoute('/category/shopping-live')({
  staticData: { title: '쇼핑 라이브' },
  component: ShoppingLiveComingSoon,
});
