/**
 * @jest-environment node
 */
import { mainOf, vietnameseNotFound } from '@/scripts/not-found-page.mjs';

const page = [
  '<!DOCTYPE html><html lang="en"><head><title>Page not found | Vela Hotels</title><meta name="description" content="This page does not exist."/></head>',
  '<body><main id="main" class="n">',
  '<div lang="en" class="b" data-not-found="en"><h1>This page is not here</h1><div class="l"><a href="/">Home</a></div></div>',
  '<div lang="vi" class="b" data-not-found="vi"><h1>Không tìm thấy trang này</h1><div class="l"><a href="/vi/">Về trang chủ</a></div></div>',
  '</main></body></html>',
].join('');

describe('vi/404.html', () => {
  it('is 404.html in Vietnamese: its language, title and description, the Vietnamese text first', () => {
    const html = vietnameseNotFound(page, { title: 'Không tìm thấy trang | Vela Hotels', description: 'Trang này không tồn tại. "Xin lỗi" & cảm ơn' });
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('<title>Không tìm thấy trang | Vela Hotels</title>');
    expect(html).toContain('<meta name="description" content="Trang này không tồn tại. &quot;Xin lỗi&quot; &amp; cảm ơn"/>');
    expect(mainOf(html)).toBe(
      '<main id="main" class="n"><div lang="vi" class="b" data-not-found="vi"><h1>Không tìm thấy trang này</h1><div class="l"><a href="/vi/">Về trang chủ</a></div></div>' +
        '<div lang="en" class="b" data-not-found="en"><h1>This page is not here</h1><div class="l"><a href="/">Home</a></div></div></main>',
    );
  });

  it('fails the build rather than write a half-translated page when the markup is not what it expects', () => {
    expect(() => vietnameseNotFound(page.replace(' data-not-found="vi"', ''), { title: 't', description: 'd' })).toThrow(/language blocks/);
    expect(() => vietnameseNotFound(page.replace('<html lang="en">', '<html>'), { title: 't', description: 'd' })).toThrow(/lang/);
  });
});
