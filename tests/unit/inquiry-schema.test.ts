import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { catalogues } from '../utils/intl';
import { charCount, DEFAULT_VALUES, inquirySchema, isValidEmail, isValidPhone, LIMITS, type InquiryValues, type Translate } from '@/lib/inquiry/schema';

const TODAY = '2026-11-22';
const translators: Record<'en' | 'vi', Translate> = {
  en: (key, values) => createTranslator({ locale: 'en', messages: catalogues.en, namespace: 'InquiryForm.errors' })(key, values),
  vi: (key, values) => createTranslator({ locale: 'vi', messages: catalogues.vi, namespace: 'InquiryForm.errors' })(key, values),
};

const room = { id: 1, name: 'Standard Room Sea View (Double Bed)', rate: 850000, totalCost: 1700000 };
const valid: InquiryValues = {
  ...DEFAULT_VALUES,
  location: 'sorrento',
  name: 'Nguyễn Thị Ánh',
  email: 'anh@example.vn',
  phone: '+84 912 345 678',
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  rooms: [room],
};

function errorsOf(values: Partial<InquiryValues>, language: 'en' | 'vi' = 'en') {
  const result = inquirySchema(translators[language], TODAY).safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('inquiry schema', () => {
  test('a complete inquiry is valid', () => {
    expect(errorsOf({})).toEqual({});
  });

  test.each([
    ['en', 'This field is required', 'Please enter a valid email address', 'Please select at least one room type'],
    ['vi', 'Trường này là bắt buộc', 'Vui lòng nhập địa chỉ email hợp lệ', 'Vui lòng chọn ít nhất một loại phòng'],
  ] as const)('required fields, email and rooms speak %s', (language, required, email, rooms) => {
    const errors = errorsOf({ name: '', email: '', phone: '', checkIn: '', checkOut: '', adults: '', rooms: [] }, language);
    expect(errors).toEqual({
      name: required,
      email: required,
      phone: required,
      checkIn: required,
      checkOut: required,
      adults: required,
      rooms,
    });
    expect(errorsOf({ email: 'a@b' }, language)).toEqual({ email });
  });

  test('whitespace-only name is empty', () => {
    expect(errorsOf({ name: '   \t ' })).toEqual({ name: 'This field is required' });
  });

  test.each(['a@b', 'a@b.', 'plainaddress', 'a b@example.com', '<script>@x.com', 'a@@example.com'])('rejects the e-mail %s', (email) => {
    expect(errorsOf({ email })).toEqual({ email: 'Please enter a valid email address' });
  });

  test.each(['guest@example.com', 'first.last+hotel@mail.example.co.uk', ' anh@example.vn '])('accepts the e-mail %s', (email) => {
    expect(errorsOf({ email })).toEqual({});
  });

  // Undeliverable addresses the earlier rule let through (issue 19), and what the HTML standard refuses.
  test.each([
    'name@gmail..com',
    'a@b..com',
    'a@-b.com',
    'a@b-.com',
    '.a@b.com',
    'a.@b.com',
    'a..b@example.com',
    'a@.example.com',
    'a@example.c',
    'a@example.123',
    'ánh@example.vn',
    'a"b@example.com',
    `${'a'.repeat(250)}@x.vn`,
    `a@${'b'.repeat(64)}.com`,
  ])('rejects the undeliverable e-mail %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(errorsOf({ email })).toEqual({ email: 'Please enter a valid email address' });
  });

  test.each(["o'brien+vela@example.co.uk", 'a@b.co', 'x_y@sub-domain.example.vn', 'UPPER@EXAMPLE.COM', 'a@xn--t-9ha.vn', `a@${'b'.repeat(63)}.com`])(
    'accepts the deliverable e-mail %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  test.each(['0912.345.678', '+84.912.345.678', '+84 (0) 912.345.678'])('phone: dots separate digit groups too (%s)', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
    expect(errorsOf({ phone })).toEqual({});
  });

  test('phone: dots do not make a number out of too few digits, nor a + inside one', () => {
    for (const bad of ['091.234', '0912..', '84.+912.345.678', '.'.repeat(33)]) expect(isValidPhone(bad)).toBe(false);
  });

  test.each([
    ['a family emoji', '👩‍👩‍👧', 1],
    ['a flag', '🇻🇳', 1],
    ['ệ typed as e + two combining marks', 'e\u0323\u0302', 1],
    ['a skin-toned thumbs-up and text', '👍🏽 ok', 4],
    ['Vietnamese text', 'Phòng yên tĩnh', 14],
  ])('the counter counts %s as people do', (_, text, count) => {
    expect(charCount(JSON.parse(`"${text}"`))).toBe(count);
  });

  test('the request limit counts graphemes: 5000 letters typed with two marks each fit, 5001 do not', () => {
    const marked = 'e\u0323\u0302';
    expect(errorsOf({ specialRequests: marked.repeat(LIMITS.specialRequests) })).toEqual({});
    expect(errorsOf({ specialRequests: marked.repeat(LIMITS.specialRequests + 1) })).toEqual({
      specialRequests: 'Please keep this to 5000 characters or fewer',
    });
  });

  test('a "character" cannot be any length: one letter under 20,000 marks is too long', () => {
    expect(charCount(`a${'\u0301'.repeat(20_000)}`)).toBe(1);
    expect(errorsOf({ specialRequests: `a${'\u0301'.repeat(20_000)}` })).toEqual({ specialRequests: 'Please keep this to 5000 characters or fewer' });
    expect(errorsOf({ name: `a${'\u0301'.repeat(400)}` })).toEqual({ name: `Please keep this to ${LIMITS.name} characters or fewer` });
  });

  test('phone: any international number, 7 to 15 digits (DECISIONS #6)', () => {
    for (const ok of ['+84 912 345 678', '+39 089 123 4567', '(028) 3822-1234', '0912345678', '+1 (555) 010-9999', '1234567'])
      expect(isValidPhone(ok)).toBe(true);
    for (const bad of ['123456', '+84 912 345 678 901 23', 'call me', '84+912345678', '+84 912 <b>', '091-234-567x']) expect(isValidPhone(bad)).toBe(false);
    expect(errorsOf({ phone: 'abc' })).toEqual({ phone: en.InquiryForm.errors.phone });
    expect(errorsOf({ phone: 'abc' }, 'vi')).toEqual({ phone: vi.InquiryForm.errors.phone });
  });

  test('dates: not in the past, check-out after check-in', () => {
    expect(errorsOf({ checkIn: '2026-11-21' })).toEqual({ checkIn: 'Please choose today or a later date' });
    expect(errorsOf({ checkIn: TODAY, checkOut: '2026-11-23' })).toEqual({});
    expect(errorsOf({ checkIn: '2026-12-03', checkOut: '2026-12-01' })).toEqual({ checkOut: 'Check-out must be after check-in' });
    expect(errorsOf({ checkIn: '2026-12-03', checkOut: '2026-12-03' }, 'vi')).toEqual({ checkOut: 'Ngày trả phòng phải sau ngày nhận phòng' });
    expect(errorsOf({ checkIn: '2026-11-01', checkOut: '2026-11-02' }, 'vi')).toEqual({
      checkIn: 'Vui lòng chọn hôm nay hoặc một ngày sau đó',
      checkOut: 'Vui lòng chọn hôm nay hoặc một ngày sau đó',
    });
    expect(errorsOf({ checkIn: '2026-02-30' })).toEqual({ checkIn: 'This field is required' });
  });

  test('adults at least 1, children at least 0, whole numbers', () => {
    expect(errorsOf({ adults: '0' })).toEqual({ adults: 'At least 1 adult is required' });
    expect(errorsOf({ adults: '0' }, 'vi')).toEqual({ adults: 'Cần ít nhất 1 người lớn' });
    expect(errorsOf({ children: '-1' })).toEqual({ children: 'The number of children cannot be below 0' });
    expect(errorsOf({ children: '-1' }, 'vi')).toEqual({ children: 'Số trẻ em không được nhỏ hơn 0' });
    expect(errorsOf({ adults: '1.5' })).toEqual({ adults: 'Please enter a whole number' });
    expect(errorsOf({ adults: '31' })).toEqual({ adults: 'For more than 30, please contact us directly' });
    expect(errorsOf({ children: '' })).toEqual({});
    expect(errorsOf({ adults: '1', children: '0' })).toEqual({});
  });

  test('length limits, counted in characters as people see them', () => {
    expect(errorsOf({ specialRequests: 'x'.repeat(10_000) })).toEqual({ specialRequests: 'Please keep this to 5000 characters or fewer' });
    expect(errorsOf({ specialRequests: 'x'.repeat(10_000) }, 'vi')).toEqual({ specialRequests: 'Vui lòng nhập tối đa 5000 ký tự' });
    expect(errorsOf({ specialRequests: '🌅'.repeat(LIMITS.specialRequests) })).toEqual({});
    expect(errorsOf({ name: 'A'.repeat(LIMITS.name + 1) })).toEqual({ name: `Please keep this to ${LIMITS.name} characters or fewer` });
  });

  test('unusual but valid input passes', () => {
    expect(errorsOf({ name: '<script>alert(1)</script>', specialRequests: '<script>alert("x")</script> 🎉 Xin chào' })).toEqual({});
    expect(errorsOf({ name: '李小龍 🐉' })).toEqual({});
  });

  test('every error message exists in both languages', () => {
    expect(Object.keys(vi.InquiryForm.errors).sort()).toEqual(Object.keys(en.InquiryForm.errors).sort());
  });
});
