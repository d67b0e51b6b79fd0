import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InquiryForm } from '@/components/inquiry/inquiry-form';
import { DRAFT_KEY } from '@/lib/inquiry/draft';
import { sendInquiry } from '@/lib/inquiry/send';
import { renderWithIntl } from '@/tests/utils/intl';

jest.mock('@/lib/inquiry/send', () => ({
  ...jest.requireActual('@/lib/inquiry/send'),
  sendInquiry: jest.fn(),
}));
const send = sendInquiry as jest.MockedFunction<typeof sendInquiry>;

const CHECK_IN = '2027-03-10';
const CHECK_OUT = '2027-03-12';

const field = (name: RegExp) => screen.getByLabelText(name);
const setDate = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  setDate(/^check-in/i, CHECK_IN);
  setDate(/^check-out/i, CHECK_OUT);
  await user.selectOptions(field(/room type/i), 'Superior Room Sea View (Twin Beds)');
  await user.click(screen.getByRole('button', { name: /add room/i }));
  await user.type(field(/full name/i), 'Nguyễn Thị Ánh');
  await user.type(field(/e-mail/i), 'anh@example.vn');
  await user.type(field(/^phone/i), '+84 912 345 678');
  await user.type(field(/special requests/i), 'Sea view if possible');
}

/** A filled form's draft as a reload finds it, changed by `patch` (what a cut-off send or the early script leaves). */
async function storedDraft(user: ReturnType<typeof userEvent.setup>, patch: Record<string, unknown>) {
  const first = renderWithIntl(<InquiryForm />);
  await fillValid(user);
  await waitFor(() => expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain('Nguyễn Thị Ánh'));
  first.unmount();
  window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...JSON.parse(window.sessionStorage.getItem(DRAFT_KEY)!), ...patch }));
}

jest.setTimeout(30_000);

beforeEach(() => {
  send.mockReset();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/contact/');
});

describe('InquiryForm', () => {
  test('shows errors only after a submit attempt, then lists them in a focused summary', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderWithIntl(<InquiryForm />);
    await user.type(field(/e-mail/i), 'a@b');
    await user.tab();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByText(/E-mail: Please enter a valid email address/)).toBeInTheDocument();
    expect(within(summary).getByText(/Rooms: Please select at least one room type/)).toBeInTheDocument();
    expect(field(/full name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/full name/i)).toHaveAccessibleDescription('This field is required');
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(4);
    expect(log).toHaveBeenCalledWith('Please select at least one room type');
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send inquiry' })).toBeDisabled();
    log.mockRestore();
  });

  test('errors appear in Vietnamese when the page is Vietnamese', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderWithIntl(<InquiryForm />, { language: 'vi' });
    await user.type(field(/^Email/), 'a@b');
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText('Vui lòng nhập địa chỉ email hợp lệ', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByText('Trường này là bắt buộc', { selector: 'p' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Vui lòng chọn ít nhất một loại phòng', { selector: 'p' })).toBeInTheDocument();
  });

  test('each chosen date is written out in words in the page language, whatever format the browser shows', () => {
    const english = renderWithIntl(<InquiryForm />);
    expect(field(/^check-in/i)).not.toHaveAccessibleDescription();
    setDate(/^check-in/i, CHECK_IN);
    setDate(/^check-out/i, CHECK_OUT);
    expect(field(/^check-in/i)).toHaveAccessibleDescription(/^Wednesday,? 10 March 2027$/);
    expect(field(/^check-out/i)).toHaveAccessibleDescription(/^Friday,? 12 March 2027$/);
    english.unmount();
    window.sessionStorage.clear();

    renderWithIntl(<InquiryForm />, { language: 'vi' });
    setDate(/^Ngày nhận phòng/, CHECK_IN);
    expect(field(/^Ngày nhận phòng/)).toHaveAccessibleDescription('Thứ Tư, 10 tháng 3, 2027');
    expect(screen.getByText('Thứ Tư, 10 tháng 3, 2027')).toBeVisible();
    setDate(/^Ngày nhận phòng/, '');
    expect(field(/^Ngày nhận phòng/)).not.toHaveAccessibleDescription();
  });

  test('add room is disabled until a type is chosen; rooms show rate, cost, and the estimate', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithIntl(<InquiryForm />);
    const add = screen.getByRole('button', { name: /add room/i });
    expect(add).toBeDisabled();
    expect(screen.getByText('No rooms selected yet.')).toBeInTheDocument();
    await user.selectOptions(field(/room type/i), 'Family Suite (2 King Beds)');
    expect(add).toBeEnabled();
    await user.click(add);
    // No dates yet: one night's rate; no estimate line (nights are 0).
    let rooms = screen.getAllByTestId('selected-room');
    expect(rooms).toHaveLength(1);
    expect(rooms[0]).toHaveTextContent('Family Suite (2 King Beds)');
    expect(rooms[0]).toHaveTextContent('3,060,000 ₫');
    expect(screen.queryByTestId('estimate')).not.toBeInTheDocument();

    setDate(/^check-in/i, CHECK_IN);
    setDate(/^check-out/i, '2027-03-13');
    await waitFor(() => expect(screen.getByTestId('estimate')).toHaveTextContent('Estimated total for 3 nights9,180,000 ₫'));
    await user.click(add);
    rooms = screen.getAllByTestId('selected-room');
    expect(rooms).toHaveLength(2);
    expect(screen.getByTestId('estimate')).toHaveTextContent('18,360,000 ₫');

    await user.click(screen.getAllByRole('button', { name: /Remove Family Suite/ })[0]!);
    expect(screen.getAllByTestId('selected-room')).toHaveLength(1);
    expect(screen.getByTestId('estimate')).toHaveTextContent('9,180,000 ₫');
  });

  test('a stay of 0 nights adds nothing and says why', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithIntl(<InquiryForm />);
    setDate(/^check-in/i, '2027-03-12');
    setDate(/^check-out/i, '2027-03-10');
    await user.selectOptions(field(/room type/i), 'Suite Sea View (Double Bed)');
    await user.click(screen.getByRole('button', { name: /add room/i }));
    expect(screen.queryAllByTestId('selected-room')).toHaveLength(0);
    expect(screen.getByText(/Choose a check-out date after your check-in date/)).toBeInTheDocument();
  });

  test('switching hotel clears the rooms and the selected type, and reloads the types', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithIntl(<InquiryForm />);
    await user.selectOptions(field(/room type/i), 'Suite Sea View (Double Bed)');
    await user.click(screen.getByRole('button', { name: /add room/i }));
    expect(screen.getAllByTestId('selected-room')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: /Vela Amalfi/ }));
    expect(screen.queryAllByTestId('selected-room')).toHaveLength(0);
    expect(field(/room type/i)).toHaveValue('');
    expect(screen.getByRole('button', { name: /add room/i })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Premium Room Sea View (Twin Beds)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Suite Sea View (Double Bed)' })).not.toBeInTheDocument();
  });

  test('success: one request, the thank-you panel with the e-mail, and a reset form', async () => {
    send.mockResolvedValue({ ok: true });
    const user = userEvent.setup({ delay: null });
    renderWithIntl(<InquiryForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    const panel = await screen.findByTestId('inquiry-success');
    expect(within(panel).getByRole('heading', { name: 'Thank you for your inquiry!' })).toHaveFocus();
    expect(panel).toHaveTextContent('We have received your booking request and will contact you shortly.');
    expect(within(panel).getByRole('link', { name: 'reservations@velahotels.vn' })).toHaveAttribute('href', 'mailto:reservations@velahotels.vn');
    expect(send).toHaveBeenCalledTimes(1);
    const [endpoint, payload] = send.mock.calls[0]!;
    expect(endpoint).toMatch(/\/inquiries\/sorrento$/);
    expect(payload).toMatchObject({
      'GUEST NAME': 'Nguyễn Thị Ánh',
      'SELECTED ROOMS': 'Superior Room Sea View (Twin Beds): 2,160,000 ₫',
      'TOTAL COST': '2,160,000 ₫',
      'NUMBER OF NIGHTS': 2,
      ADULTS: 2,
      CHILDREN: 0,
    });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Send another inquiry' }));
    expect(screen.queryByTestId('inquiry-success')).not.toBeInTheDocument();
    expect(field(/^adults/i)).toHaveValue(2);
    expect(field(/^children/i)).toHaveValue(0);
    expect(field(/^check-in/i)).toHaveValue('');
    expect(field(/^check-out/i)).toHaveValue('');
    expect(field(/special requests/i)).toHaveValue('');
    expect(screen.queryAllByTestId('selected-room')).toHaveLength(0);
    // The room counter restarts at 1.
    await user.selectOptions(field(/room type/i), 'Suite Sea View (Double Bed)');
    await user.click(screen.getByRole('button', { name: /add room/i }));
    expect(screen.getByTestId('selected-room')).toHaveTextContent(/^1/);
  });

  test('failure: error panel, console error, and "Edit and try again" restores every value', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    send.mockResolvedValue({ ok: false, kind: 'refused', error: 'HTTP 500' });
    const user = userEvent.setup({ delay: null });
    renderWithIntl(<InquiryForm />);
    await fillValid(user);
    await user.clear(field(/^adults/i));
    await user.type(field(/^adults/i), '3');
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    const panel = await screen.findByTestId('inquiry-error');
    expect(panel).toHaveTextContent('Sorry, there was an error submitting your inquiry.');
    expect(panel).toHaveTextContent('Please try again or contact us directly.');
    expect(within(panel).getByRole('link', { name: 'reservations@velahotels.vn' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('HTTP 500'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ failed: true, values: { name: 'Nguyễn Thị Ánh', adults: '3' } });

    await user.click(within(panel).getByRole('button', { name: 'Edit and try again' }));
    expect(screen.queryByTestId('inquiry-error')).not.toBeInTheDocument();
    expect(field(/full name/i)).toHaveValue('Nguyễn Thị Ánh');
    expect(field(/e-mail/i)).toHaveValue('anh@example.vn');
    expect(field(/^phone/i)).toHaveValue('+84 912 345 678');
    expect(field(/^check-in/i)).toHaveValue(CHECK_IN);
    expect(field(/^check-out/i)).toHaveValue(CHECK_OUT);
    expect(field(/^adults/i)).toHaveValue(3);
    expect(field(/special requests/i)).toHaveValue('Sea view if possible');
    expect(screen.getAllByTestId('selected-room')).toHaveLength(1);

    send.mockResolvedValue({ ok: true });
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    await screen.findByTestId('inquiry-success');
    expect(send).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  test('a double click sends one request', async () => {
    let finish: (value: { ok: true }) => void = () => {};
    send.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup({ delay: null });
    renderWithIntl(<InquiryForm />);
    await fillValid(user);
    const submit = screen.getByRole('button', { name: 'Send inquiry' });
    await user.dblClick(submit);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled());
    fireEvent.submit(submit.closest('form')!);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => finish({ ok: true }));
    await screen.findByTestId('inquiry-success');
    expect(send).toHaveBeenCalledTimes(1);
  });

  test('the draft survives a remount (a reload) and is restored', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderWithIntl(<InquiryForm />);
    await fillValid(user);
    await waitFor(() => expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain('Nguyễn Thị Ánh'));
    first.unmount();
    renderWithIntl(<InquiryForm />);
    await waitFor(() => expect(field(/full name/i)).toHaveValue('Nguyễn Thị Ánh'));
    expect(field(/^check-out/i)).toHaveValue(CHECK_OUT);
    expect(screen.getAllByTestId('selected-room')).toHaveLength(1);
  });

  test('a bot that fills the honeypot sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithIntl(<InquiryForm />);
    await fillValid(user);
    fireEvent.change(container.querySelector('#inquiry-website')!, { target: { value: 'http://spam.example' } });
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    await screen.findByTestId('inquiry-success');
    expect(send).not.toHaveBeenCalled();
  });

  test('?hotel=amalfi&room=<slug> preselects the hotel and the room type', async () => {
    window.history.replaceState(null, '', '/contact/?hotel=amalfi&room=panoramic-room-sea-view');
    renderWithIntl(<InquiryForm />);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Vela Amalfi/ })).toBeChecked());
    expect(field(/room type/i)).toHaveValue('Panoramic Room Sea View (Double Bed)');
    expect(screen.getByRole('button', { name: /add room/i })).toBeEnabled();
  });

  test('while sending every field is locked; the payload carries an id, and a retry after a lost answer the same one', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let finish: (value: Awaited<ReturnType<typeof sendInquiry>>) => void = () => {};
    send.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup({ delay: null });
    renderWithIntl(<InquiryForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    await waitFor(() => expect(field(/full name/i)).toBeDisabled());
    for (const label of [/e-mail/i, /^phone/i, /^check-in/i, /^adults/i, /special requests/i, /room type/i]) expect(field(label)).toBeDisabled();
    const firstId = send.mock.calls[0]![1]['INQUIRY ID'];
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ id: firstId, sendingSince: expect.any(String) });

    await act(async () => finish({ ok: false, kind: 'unknown', error: 'No answer within 15 s' }));
    const panel = await screen.findByTestId('inquiry-error');
    expect(within(panel).getByTestId('inquiry-unsure')).toHaveTextContent(`reference ${String(firstId).slice(0, 8).toUpperCase()}`);
    await user.click(within(panel).getByRole('button', { name: 'Edit and try again' }));
    expect(field(/full name/i)).toBeEnabled();
    send.mockResolvedValue({ ok: true });
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    await screen.findByTestId('inquiry-success');
    expect(send.mock.calls[1]![1]['INQUIRY ID']).toBe(firstId);
  });

  test('a draft found mid-send (a reload) says it may have arrived, and keeps its id', async () => {
    const user = userEvent.setup({ delay: null });
    const id = '3f0c9a1e-5b7d-4c2a-9e8f-1a2b3c4d5e6f';
    await storedDraft(user, { id, sendingSince: '2026-11-23T07:05:00.000Z' });
    renderWithIntl(<InquiryForm />);
    expect(await screen.findByTestId('inquiry-unsure')).toHaveTextContent('may already have reached us');
    expect(screen.getByTestId('inquiry-unsure')).toHaveTextContent('3F0C9A1E');
    expect(screen.queryByText(/has not been sent yet/)).not.toBeInTheDocument();
    send.mockResolvedValue({ ok: true });
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    await screen.findByTestId('inquiry-success');
    expect(send.mock.calls[0]![1]['INQUIRY ID']).toBe(id);
  });

  test('a submit made before the scripts ran is sent once they have, and only once', async () => {
    const user = userEvent.setup({ delay: null });
    await storedDraft(user, { submitted: true });
    send.mockResolvedValue({ ok: false, kind: 'refused', error: 'HTTP 500' });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const second = renderWithIntl(<InquiryForm />);
    await screen.findByTestId('inquiry-error');
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY)!).submitted).toBeFalsy();
    second.unmount();
    renderWithIntl(<InquiryForm />);
    await screen.findByText(/We kept what you typed/);
    expect(send).toHaveBeenCalledTimes(1);
  });

  test("room names in Vietnamese from the room pages' names; the value stays the English one", async () => {
    renderWithIntl(<InquiryForm roomNames={{ vi: { sorrento: { 'suite-sea-view': 'Phòng Suite hướng biển' } } }} />, { language: 'vi' });
    const option = screen.getByRole('option', { name: 'Phòng Suite hướng biển (Giường đôi)' });
    expect(option).toHaveValue('Suite Sea View (Double Bed)');
  });

  test('the counter counts a family emoji as one character', async () => {
    renderWithIntl(<InquiryForm />);
    fireEvent.change(field(/special requests/i), { target: { value: '👩‍👩‍👧👍🏽' } });
    expect(await screen.findByText('2 of 5000 characters')).toBeInTheDocument();
  });
});
