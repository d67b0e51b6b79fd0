import { inquiryEndpoints } from '@/content/endpoints';

describe('inquiry endpoints', () => {
  it('default to the local inbox, one path per hotel', () => {
    expect(inquiryEndpoints({})).toEqual({
      sorrento: 'http://localhost:3001/inquiries/sorrento',
      amalfi: 'http://localhost:3001/inquiries/amalfi',
      usingLocalInbox: true,
    });
  });

  it('come from the build environment when set', () => {
    const env = {
      NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO: ' https://forms.example/s ',
      NEXT_PUBLIC_INQUIRY_ENDPOINT_AMALFI: 'https://forms.example/a',
    };
    expect(inquiryEndpoints(env)).toEqual({ sorrento: 'https://forms.example/s', amalfi: 'https://forms.example/a', usingLocalInbox: false });
  });
});
