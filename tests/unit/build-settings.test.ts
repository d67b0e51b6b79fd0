import { buildSettings, inquiryEndpoints, isLoopbackHost } from '@/content/build-settings.mjs';

describe('inquiry endpoints', () => {
  it('default to the local inbox, one path per hotel', () => {
    expect(inquiryEndpoints({})).toEqual({
      sorrento: 'http://localhost:3001/inquiries/sorrento',
      amalfi: 'http://localhost:3001/inquiries/amalfi',
      usingLocalInbox: true,
      local: true,
    });
  });

  it('come from the build environment when set', () => {
    const env = {
      NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO: ' https://forms.example/s ',
      NEXT_PUBLIC_INQUIRY_ENDPOINT_AMALFI: 'https://forms.example/a',
    };
    expect(inquiryEndpoints(env)).toEqual({ sorrento: 'https://forms.example/s', amalfi: 'https://forms.example/a', usingLocalInbox: false, local: false });
  });

  it('are local when either names this computer, whatever the port', () => {
    const env = {
      NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO: 'http://127.0.0.1:3301/inquiries/sorrento',
      NEXT_PUBLIC_INQUIRY_ENDPOINT_AMALFI: 'https://forms.example/a',
    };
    expect(inquiryEndpoints(env)).toMatchObject({ usingLocalInbox: false, local: true });
  });

  it.each(['localhost', '127.0.0.1', '127.3.2.1', '[::1]', 'LOCALHOST', 'localhost.', 'inbox.localhost', '0.0.0.0'])('%s is this computer', (host) =>
    expect(isLoopbackHost(host)).toBe(true),
  );
  it.each(['vela.example', 'localhost.example', '10.0.0.2', '192.168.1.5', '128.0.0.1', '127.0.0.1.nip.io'])('%s is not', (host) =>
    expect(isLoopbackHost(host)).toBe(false),
  );
  // What a URL's parser makes of the ways to write loopback: the rule is given URL hostnames.
  it.each([
    'http://127.0.0.2:3001/',
    'http://localhost.:3001/',
    'http://127.1/',
    'http://0x7f000001/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:0:0:1]/',
  ])('%s reaches this computer', (url) => expect(isLoopbackHost(new URL(url).hostname)).toBe(true));
});

describe('build settings', () => {
  it('default: the public URL, the local video, only the local inbox beyond the site', () => {
    expect(buildSettings({})).toEqual({
      inquiry: inquiryEndpoints({}),
      heroVideo: { src: '/video/hero.mp4', srcMobile: '/video/hero-mobile.mp4' },
      siteUrl: 'https://www.velahotels.vn',
      origins: { connect: ['http://localhost:3001'], media: [] },
    });
  });

  it('from the environment: the origins the CSP must allow', () => {
    const settings = buildSettings({
      NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO: 'https://forms.example/s',
      NEXT_PUBLIC_INQUIRY_ENDPOINT_AMALFI: 'https://forms.example/a',
      NEXT_PUBLIC_SITE_URL: 'https://stay.example/',
      NEXT_PUBLIC_HERO_VIDEO_URL: 'https://cdn.example/hero.mp4',
      NEXT_PUBLIC_HERO_VIDEO_MOBILE_URL: 'https://cdn2.example/m.mp4',
    });
    expect(settings.siteUrl).toBe('https://stay.example');
    expect(settings.origins).toEqual({ connect: ['https://forms.example'], media: ['https://cdn.example', 'https://cdn2.example'] });
  });
});
