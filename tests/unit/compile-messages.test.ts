import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import compile from 'icu-minify/compile';

// The build precompiles every message with icu-minify (next-intl's plugin, `precompile` in
// next.config.ts); the unit tests format the plain catalogues with next-intl's full formatter.
const compileMessages = (tree: object): object =>
  Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? compile(value) : compileMessages(value as object)]));
const t = {
  en: createTranslator({ locale: 'en', messages: en }),
  vi: createTranslator({ locale: 'vi', messages: vi }),
};

describe('precompiled messages', () => {
  it('compile every message of both catalogues', () => {
    expect(() => compileMessages(en)).not.toThrow();
    expect(() => compileMessages(vi)).not.toThrow();
  });

  it('leave plain text as it is', () => {
    const { dailyHours, ...plain } = en.Common;
    const { dailyHours: compiled, ...compiledPlain } = (compileMessages(en) as typeof en).Common;
    expect(compiledPlain).toEqual(plain);
    expect(compiled).not.toBe(dailyHours);
    expect(t.en('Common.dailyHours', { hours: '15:00–23:00' })).toBe('Daily 15:00–23:00');
  });

  it('format plurals and arguments in both languages', () => {
    expect(t.en('RoomInfo.adults', { count: 1 })).toBe('1 adult');
    expect(t.en('RoomInfo.adults', { count: 3 })).toBe('3 adults');
    expect(t.en('GalleryPage.count', { shown: 12, total: 40 })).toBe('Showing 12 of 40 images');
    expect(t.en('InquiryForm.nights', { count: 1 })).toBe('1 night');
    expect(t.vi('InquiryForm.nights', { count: 2 })).toMatch(/^2 /);
  });

  it('format rich text with tags', () => {
    const rich = t.en.rich('InquiryForm.privacy', { link: (chunks) => `[${String(chunks)}]` });
    expect(String(rich)).toBe('We use your details only to answer this inquiry. Read our [privacy notice].');
  });
});
