/**
 * 내 등급 (issue 16; SPEC §2 /my-page/my-level; docs/decisions/026 "Points and levels"): the level
 * badge, the progress bar to the next level with what is still missing (each requirement: now /
 * needed), my figures, and the level table with my row marked. Everything from GET
 * /api/v1/mypage/level (the table is the server's). Member-only (ssr: false).
 */
import { josa } from 'es-hangul';
import { css, cx } from 'styled-system/css';
import type { MemberLevel } from '@contract/points';
import { QueryScreen } from '~/components/layout/query-screen';
import { formatNumber } from '~/lib/format';
import { useSession } from '~/stores/session';
import { levelQueries } from '../queries';

const card = css({ mx: '16px', mt: '8px', p: '20px', borderRadius: '16px', bg: 'accent.subtle', display: 'flex', flexDir: 'column', gap: '16px' });
const badge = css({
  w: '64px',
  h: '64px',
  borderRadius: '50%',
  bg: 'accent.default',
  color: 'accent.fg',
  display: 'grid',
  placeItems: 'center',
  fontSize: '20px',
  fontWeight: 800,
  flexShrink: 0,
});
const cell = css({ px: '8px', py: '10px', textAlign: 'right', fontSize: '13px', borderBottom: '1px solid token(colors.border.muted)' });

/** The next level's bar and each requirement. */
function NextLevel({ next }: { next: NonNullable<MemberLevel['next']> }) {
  const missing = next.requirements.filter((r) => r.missing);
  return (
    <div>
      <div className={css({ display: 'flex', justifyContent: 'space-between', fontSize: '14px', mb: '8px' })}>
        <span>
          다음 등급 <strong>{next.name}</strong>까지
        </span>
        <strong className={css({ color: 'accent.text' })} data-testid="level-progress">
          {next.progress}%
        </strong>
      </div>
      <div
        role="progressbar"
        aria-label={`${next.name}까지 진행률`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={next.progress}
        className={css({ h: '10px', borderRadius: '999px', bg: 'accent.muted', overflow: 'hidden' })}
      >
        <div className={css({ h: '100%', bg: 'accent.default', borderRadius: '999px' })} style={{ width: `${next.progress}%` }} />
      </div>
      <ul className={css({ listStyle: 'none', mt: '14px', display: 'flex', flexDir: 'column', gap: '8px' })} aria-label={`${next.name} 조건`}>
        {/* What the next level asks for: a minimum of 0 is nothing to meet, not a ✓ (issue 30: "구매 0 / 0"). */}
        {next.requirements
          .filter((r) => r.required > 0)
          .map((r) => (
            <li key={r.key} className={css({ display: 'flex', justifyContent: 'space-between', fontSize: '14px' })}>
              <span className={css({ color: 'fg.secondary' })}>
                {r.missing ? '○' : '✓'} {r.label}
              </span>
              <span className={css({ color: r.missing ? 'fg.default' : 'success.default', fontWeight: 600 })}>
                {formatNumber(Math.min(r.current, r.required))} / {formatNumber(r.required)}
              </span>
            </li>
          ))}
      </ul>
      {missing.length > 0 && (
        <p className={css({ mt: '12px', fontSize: '13px', color: 'fg.muted', lineHeight: 1.5 })} data-testid="level-missing">
          {josa(next.name, '이/가')} 되려면: {missing.map((r) => r.missing).join(', ')}
        </p>
      )}
    </div>
  );
}

export function MyLevelView({ data }: { data: MemberLevel }) {
  return (
    <>
      <section aria-label="내 등급" className={card}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '16px' })}>
          <div aria-hidden className={badge}>
            {data.level}
          </div>
          <div>
            <p className={css({ fontSize: '13px', color: 'fg.muted' })}>지금 내 등급</p>
            <p className={css({ fontSize: '22px', fontWeight: 800 })} data-testid="level-name">
              Lv.{data.level} {data.name}
            </p>
          </div>
        </div>
        {data.next ? (
          <NextLevel next={data.next} />
        ) : (
          <p className={css({ fontSize: '14px', color: 'fg.secondary' })}>가장 높은 등급이에요. 늘 함께해 주셔서 고마워요!</p>
        )}
      </section>
      <section aria-labelledby="level-stats" className={css({ px: '16px', pt: '24px' })}>
        <h2 id="level-stats" className={css({ fontSize: '17px', fontWeight: 800, mb: '8px' })}>
          내 활동
        </h2>
        <dl className={css({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '8px', textAlign: 'center' })}>
          {[
            ['모은 별', data.stats.earnedStars],
            ['글', data.stats.posts],
            ['댓글', data.stats.replies],
            ['구매', data.stats.orders],
          ].map(([label, n]) => (
            <div key={label} className={css({ py: '12px', borderRadius: '12px', bg: 'bg.subtle' })}>
              <dt className={css({ fontSize: '12px', color: 'fg.muted' })}>{label}</dt>
              <dd className={css({ fontSize: '16px', fontWeight: 800, mt: '2px' })}>{formatNumber(Number(n))}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="level-table" className={css({ px: '16px', pt: '24px' })}>
        <h2 id="level-table" className={css({ fontSize: '17px', fontWeight: 800, mb: '4px' })}>
          등급 기준
        </h2>
        <p className={css({ fontSize: '13px', color: 'fg.muted', mb: '8px' })}>
          세 가지 조건을 모두 채우면 다음 등급이 돼요. 한 번 오른 등급은 내려가지 않아요.
        </p>
        <table className={css({ w: '100%', borderCollapse: 'collapse' })}>
          <thead>
            <tr className={css({ color: 'fg.muted' })}>
              <th scope="col" className={cx(cell, css({ textAlign: 'left', fontWeight: 600 }))}>
                등급
              </th>
              <th scope="col" className={cx(cell, css({ fontWeight: 600 }))}>
                모은 별
              </th>
              <th scope="col" className={cx(cell, css({ fontWeight: 600 }))}>
                글·댓글
              </th>
              <th scope="col" className={cx(cell, css({ fontWeight: 600 }))}>
                구매
              </th>
            </tr>
          </thead>
          <tbody>
            {data.levels.map((l) => {
              const mine = l.level === data.level;
              return (
                <tr
                  key={l.level}
                  aria-current={mine ? 'true' : undefined}
                  className={css({ bg: mine ? 'accent.subtle' : undefined, fontWeight: mine ? 700 : 400 })}
                >
                  <th scope="row" className={cx(cell, css({ textAlign: 'left', fontWeight: 'inherit' }))}>
                    Lv.{l.level} {l.name}
                  </th>
                  <td className={cell}>{formatNumber(l.minStars)}</td>
                  <td className={cell}>{formatNumber(l.minActivity)}</td>
                  <td className={cell}>{formatNumber(l.minOrders)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </>
  );
}

export function MyLevelScreen() {
  const { generation } = useSession();
  return <QueryScreen title="내 등급" options={levelQueries.mine(generation)} rows={2} view={(data) => <MyLevelView data={data} />} />;
}
