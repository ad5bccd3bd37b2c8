/**
 * HydrateWhenIdle (issue 31): the server's HTML of the children is kept as it is while the page
 * hydrates, hydrated without a mismatch once the browser is idle (then its handlers answer), and a
 * render after hydration draws the children at once.
 */
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markHydrated, startHydrating } from './hydration';
import { HydrateWhenIdle } from './idle-hydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('HydrateWhenIdle', () => {
  it('keeps the server HTML while the page hydrates, hydrates it when the browser is idle, then its handlers answer', async () => {
    const clicks: string[] = [];
    const tree = () => (
      <div>
        <button onClick={() => clicks.push('first')}>first</button>
        <HydrateWhenIdle>
          <button onClick={() => clicks.push('later')}>later</button>
        </HydrateWhenIdle>
      </div>
    );
    const html = renderToString(tree()); // what the server draws: a Suspense boundary around the children
    expect(html).toContain('<!--$-->');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const later = container.querySelectorAll('button')[1]!;

    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const errors: unknown[] = [];
    startHydrating();
    await act(async () => {
      hydrateRoot(container, tree(), { onRecoverableError: (e) => errors.push(e) });
    });
    markHydrated();
    // The boundary waits for an idle period; the first screen's part is React's already.
    expect(idle).toHaveLength(1);
    container.querySelectorAll('button')[0]!.click();
    expect(clicks).toEqual(['first']);
    expect(container.querySelectorAll('button')[1]).toBe(later); // the server's node, still in place

    await act(async () => {
      idle.splice(0).forEach((cb) => cb());
    });
    later.click();
    expect(clicks).toEqual(['first', 'later']);
    expect(container.querySelectorAll('button')[1]).toBe(later); // hydrated, not redrawn
    expect(errors).toEqual([]);
  });

  it('after hydration (a client navigation, a new page of a list) draws the children at once', async () => {
    markHydrated();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <HydrateWhenIdle>
          <p>지금 보여요</p>
        </HydrateWhenIdle>,
      );
    });
    expect(container.textContent).toBe('지금 보여요');
    expect(idle).toEqual([]);
  });
});
