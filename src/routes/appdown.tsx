/** App download (SPEC §2 /appdown, public): app-only benefits and store links. */
import { createFileRoute } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Header } from '../components/layout/header';
import { ButtonLink } from '../components/ui/button';

export const Route = createFileRoute('/appdown')({
  staticData: { title: '앱 설치' },
  component: function AppDown() {
    return (
      <div>
        <Header title="제철장터 앱" />
        <div className={css({ p: '24px', textAlign: 'center', wordBreak: 'keep-all', display: 'flex', flexDir: 'column', gap: '12px' })}>
          <h2 className={css({ fontSize: '22px', fontWeight: 800 })}>앱에서만 누릴 수 있는 혜택</h2>
          <p className={css({ fontSize: '15px', color: 'fg.secondary' })}>
            앱으로 로그인하면 별 포인트 1,000P를 드려요. 한정 특가 오픈 알림과 라이브 특가도 앱에서 가장 먼저 만나보세요.
          </p>
          <ButtonLink href="https://apps.apple.com/" target="_blank" rel="noopener" size="lg" fullWidth>
            App Store에서 받기
          </ButtonLink>
          <ButtonLink href="https://play.google.com/store" target="_blank" rel="noopener" size="lg" variant="secondary" fullWidth>
            Google Play에서 받기
          </ButtonLink>
        </div>
      </div>
    );
  },
});
