/**
 * "최근 본 상품" (issue 5; SPEC §3, §9 max 30): a horizontal row of the products viewed on this
 * device, newest first, from IndexedDB (works offline). Logged in, the hearts come from one like
 * check call for the listed products and are written back (isLike). Delete one or all.
 */
import { useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { formatKRW } from '~/lib/format';
import { openInSubWebView } from '~/lib/shop-handoff';
import { fetchProductLikes } from '../api';
import { sessionState } from '~/stores/session';
import { recentQueries } from '../queries';
import { applyLikeStates, clearRecentProducts, removeRecentProduct, type RecentProduct } from '../store';

export function RecentProducts() {
  const queryClient = useQueryClient();
  const session = useSnapshot(sessionState);
  const q = useQuery(recentQueries.list());
  const items = q.data ?? [];
  const productNos = items.map((r) => r.productNo).join(',');

  useEffect(() => {
    if (!session.accessToken || !productNos) return;
    const token = session.accessToken;
    fetchProductLikes(productNos.split(',').map(Number))
      // Signed out (or another member) meanwhile: the answer is not this session's, and writing it
      // back would bring the wiped list back (issue 14 logout wipe; a race seen in CI).
      .then((states) => (sessionState.accessToken === token ? applyLikeStates(states) : null))
      .then((next) => next && queryClient.setQueryData(recentQueries.list().queryKey, next))
      .catch(() => undefined); // offline: keep the stored hearts
  }, [session.accessToken, productNos, queryClient]);

  const update = (next: RecentProduct[]) => queryClient.setQueryData(recentQueries.list().queryKey, next);

  return (
    <section aria-labelledby="recent-title" className={css({ py: '16px' })}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: '20px', mb: '10px' })}>
        <h2 id="recent-title" className={css({ fontSize: '17px', fontWeight: 800 })}>
          최근 본 상품 {items.length > 0 && <span className={css({ color: 'accent.text' })}>{items.length}</span>}
        </h2>
        {items.length > 0 && (
          <button
            type="button"
            className={css({ fontSize: '13px', color: 'fg.muted', minH: '36px', px: '4px', cursor: 'pointer' })}
            onClick={() => void clearRecentProducts().then(() => update([]))}
          >
            전체 삭제
          </button>
        )}
      </div>
      {q.isPending ? null : items.length === 0 ? (
        <p className={css({ px: '20px', fontSize: '14px', color: 'fg.muted' })}>최근 본 상품이 없어요. 마음에 드는 특가를 둘러보세요.</p>
      ) : (
        <ul
          className={css({ display: 'flex', gap: '12px', overflowX: 'auto', px: '20px', pb: '4px', scrollSnapType: 'x mandatory' })}
          data-testid="recent-products"
        >
          {items.map((r) => (
            <li key={r.productNo} className={css({ flex: '0 0 128px', scrollSnapAlign: 'start', position: 'relative' })}>
              <RecentLink item={r}>
                <img
                  src={r.imageUrl}
                  alt=""
                  width={128}
                  height={128}
                  loading="lazy"
                  className={css({ w: '128px', h: '128px', objectFit: 'cover', borderRadius: '10px', bg: 'bg.muted' })}
                />
                <p className={css({ fontSize: '13px', mt: '6px', lineHeight: 1.4, lineClamp: 2, wordBreak: 'keep-all' })}>{r.name}</p>
                <p className={css({ fontSize: '14px', fontWeight: 800, mt: '2px' })}>
                  {r.discountRate > 0 && <span className={css({ color: 'danger.default', mr: '4px' })}>{r.discountRate}%</span>}
                  {formatKRW(r.salePrice)}
                </p>
              </RecentLink>
              {r.isLike && (
                <span aria-label="찜한 상품" className={css({ position: 'absolute', top: '6px', left: '6px', color: 'danger.default', fontSize: '16px' })}>
                  ♥
                </span>
              )}
              <button
                type="button"
                aria-label={`${r.name} 최근 본 상품에서 삭제`}
                onClick={() => void removeRecentProduct(r.productNo).then(update)}
                className={css({
                  position: 'absolute',
                  top: '4px',
                  right: '4px',
                  w: '28px',
                  h: '28px',
                  borderRadius: '50%',
                  bg: 'bg.shade',
                  color: 'fg.inverse',
                  fontSize: '14px',
                  cursor: 'pointer',
                })}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const itemLink = css({ display: 'block' });

/** The item's page: its deal in the app, or (a product the app showed outside a deal) the shop's page, in the app's sub web view. */
function RecentLink({ item, children }: { item: RecentProduct; children: ReactNode }) {
  if (!item.onShop)
    return (
      <Link to={item.path} className={itemLink}>
        {children}
      </Link>
    );
  return (
    <a
      href={item.path}
      className={itemLink}
      onClick={(e) =>
        openInSubWebView(e, { url: e.currentTarget.href, title: item.name, productNo: item.productNo, gtag: 'view_item', listComponentName: 'recent_list' })
      }
    >
      {children}
    </a>
  );
}
