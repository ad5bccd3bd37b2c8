/**
 * What the stand-in Naver-style provider's consent page (idp.routes.ts, `POST
 * /idp/naver/oauth2.0/authorize`) posts when a person fills it in and agrees to share everything
 * (email, gender, birth year, mobile): the one description of that form for every test and script
 * that signs in through the demo login without a browser (API tests, e2e fixtures, the cluster
 * client and its bench).
 * @returns the form fields, to send urlencoded (`new URLSearchParams(fields)`)
 */
export function agreedConsentForm(opts: { redirectUri: string; email: string; state?: string; name?: string; mobile?: string }): Record<string, string> {
  return {
    client_id: 'jecheol-local',
    redirect_uri: opts.redirectUri,
    state: opts.state ?? 's1',
    name: opts.name ?? '김제철',
    email: opts.email,
    gender: 'F',
    birthyear: '1990',
    mobile: opts.mobile ?? '010-1234-5678',
    action: 'agree',
    agree_email: 'on',
    agree_gender: 'on',
    agree_birthyear: 'on',
    agree_mobile: 'on',
  };
}
