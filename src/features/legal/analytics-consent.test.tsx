/** The /privacy analytics switch (decisions 030, 033): shows the device's choice, gives and withdraws consent. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CONSENT_STORAGE_KEY, analyticsConsent, resetAnalyticsForTests } from '~/lib/analytics';
import { uiState } from '~/stores/ui';
import { AnalyticsConsentSwitch } from './analytics-consent';

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetAnalyticsForTests();
  uiState.toasts.splice(0);
});

describe('AnalyticsConsentSwitch', () => {
  it('starts off when never asked, turns consent on and off, and keeps the choice on the device', () => {
    render(<AnalyticsConsentSwitch />);
    const toggle = screen.getByRole('switch', { name: /동의/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    expect(analyticsConsent()).toBe('granted');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('Y');
    expect(uiState.toasts.map((t) => t.phrase)).toContain('이용 행태 분석에 동의했어요.');
    fireEvent.click(screen.getByRole('switch'));
    expect(analyticsConsent()).toBe('denied');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('N');
  });

  it('shows a stored consent as on', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'Y');
    render(<AnalyticsConsentSwitch />);
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });
});
