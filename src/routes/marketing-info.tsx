/** 마케팅 정보 수신 동의 (SPEC §2 /marketing-info, public). */
import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentView } from '~/features/legal/legal-document-view';
import { MARKETING } from '~/features/legal/documents';

export const Route = createFileRoute('/marketing-info')({
  staticData: { title: '마케팅 정보 수신 동의' },
  component: () => <LegalDocumentView doc={MARKETING} />,
});
