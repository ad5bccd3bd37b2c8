/** Renders a public document with the shared header. */
import { css } from 'styled-system/css';
import { Header } from '~/components/layout/header';
import type { LegalDocument } from './documents';

export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <div>
      <Header title={doc.title} />
      <article className={css({ p: '16px', wordBreak: 'keep-all' })}>
        <p className={css({ fontSize: '13px', color: 'fg.muted', mb: '16px' })}>시행일: {doc.effectiveDate}</p>
        {doc.sections.map((s) => (
          <section key={s.heading} className={css({ mb: '20px' })}>
            <h2 className={css({ fontSize: '16px', fontWeight: 800, mb: '6px' })}>{s.heading}</h2>
            <p className={css({ fontSize: '14px', lineHeight: 1.75, color: 'fg.body', whiteSpace: 'pre-line' })}>{s.body}</p>
          </section>
        ))}
      </article>
    </div>
  );
}
