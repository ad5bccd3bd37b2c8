/** 이용약관 (SPEC §2 /terms, public). */
import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentView } from '~/features/legal/legal-document-view';
import { TERMS } from '~/features/legal/documents';

export const Route = createFileRoute('/terms')({
  staticData: { title: '이용약관' },
  component: () => <LegalDocumentView doc={TERMS} />,
});
