/** 개인정보 처리방침 (SPEC §2 /privacy, public), with the device's analytics choice below it. */
import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentView } from '~/features/legal/legal-document-view';
import { AnalyticsConsentSwitch } from '~/features/legal/analytics-consent';
import { PRIVACY } from '~/features/legal/documents';

export const Route = createFileRoute('/privacy')({
  staticData: { title: '개인정보 처리방침' },
  component: () => (
    <>
      <LegalDocumentView doc={PRIVACY} />
      <AnalyticsConsentSwitch />
    </>
  ),
});
