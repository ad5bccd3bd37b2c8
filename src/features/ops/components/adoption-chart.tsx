/**
 * Adoption over time (issue 32 item 2): one line per web version, active clients per 5-minute
 * bucket. Hand-drawn SVG rather than a chart library: a few lines of at most 288 points need no
 * scales, axes or interaction a library brings (uPlot ≈ 20 KB gz, Chart.js ≈ 70 KB gz — more than
 * this whole route), and the figures are also given as a table for screen readers and keyboards
 * (docs/decisions/049-ops-console.md "Chart").
 */
import { css } from 'styled-system/css';
import type { Adoption } from '@contract/ops';

/** Line colours by order of version (newest first). */
// Panda's CSS variables of the theme's semantic colours (styled-system/tokens would bring the whole token map into the start-up chunk).
const LINE_COLORS = ['accent-default', 'fg-secondary', 'success-default', 'danger-default', 'fg-disabled'].map((t) => `var(--colors-${t})`);
const W = 340;
const H = 140;
const PAD = 24;

const hhmm = (iso: string) => new Date(iso).toLocaleTimeString('ko-KR', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Seoul' });

export function AdoptionChart({ series }: { series: Adoption['series'] }) {
  if (series.length === 0) return <p className={css({ fontSize: '14px', color: 'fg.muted', py: '12px' })}>아직 집계된 클라이언트가 없어요.</p>;
  const times = [...new Set(series.map((p) => p.at))].sort();
  const versions = [...new Set(series.map((p) => p.webVersion))].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  const max = Math.max(1, ...series.map((p) => p.clients));
  const x = (i: number) => PAD + (times.length === 1 ? (W - 2 * PAD) / 2 : (i * (W - 2 * PAD)) / (times.length - 1));
  const y = (n: number) => H - PAD - (n * (H - 2 * PAD)) / max;
  const valueAt = (v: string, t: string) => series.find((p) => p.webVersion === v && p.at === t)?.clients ?? 0;
  const latest = times[times.length - 1]!;
  const summary = versions.map((v) => `${v} ${valueAt(v, latest)}대`).join(', ');
  return (
    <figure className={css({ m: 0 })}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`버전별 활성 클라이언트 추이, 최근: ${summary}`}
        className={css({ w: '100%', h: 'auto', display: 'block' })}
      >
        <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} stroke="currentColor" strokeOpacity={0.3} />
        <text x={PAD} y={PAD - 8} fontSize="10" fill="currentColor">
          {max}대
        </text>
        <text x={PAD} y={H - 6} fontSize="10" fill="currentColor">
          {hhmm(times[0]!)}
        </text>
        <text x={W - PAD} y={H - 6} fontSize="10" fill="currentColor" textAnchor="end">
          {hhmm(latest)}
        </text>
        {versions.map((v, vi) =>
          times.map((t, i) => <circle key={`${v}-${t}`} cx={x(i)} cy={y(valueAt(v, t))} r={2.5} style={{ fill: LINE_COLORS[vi % LINE_COLORS.length] }} />),
        )}
        {versions.map((v, vi) => (
          <polyline
            key={v}
            fill="none"
            strokeWidth={2}
            style={{ stroke: LINE_COLORS[vi % LINE_COLORS.length] }}
            points={times.map((t, i) => `${x(i).toFixed(1)},${y(valueAt(v, t)).toFixed(1)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption className={css({ display: 'flex', flexWrap: 'wrap', gap: '10px', fontSize: '13px', mt: '6px' })}>
        {versions.map((v, vi) => (
          <span key={v} className={css({ display: 'inline-flex', alignItems: 'center', gap: '4px' })}>
            <span aria-hidden className={css({ w: '12px', h: '3px', borderRadius: '2px' })} style={{ background: LINE_COLORS[vi % LINE_COLORS.length] }} />
            {v} · 지금 {valueAt(v, latest)}대
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
