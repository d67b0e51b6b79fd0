import { buildPayload, formatSubmissionDate, PAYLOAD_KEYS } from '@/lib/inquiry/payload';

const ID = '3f0c9a1e-5b7d-4c2a-9e8f-1a2b3c4d5e6f';
const NOW = new Date('2026-11-22T01:30:05Z'); // 08:30:05 in Vietnam

describe('inquiry payload (REQUIREMENTS §3 and §7)', () => {
  test('the keys are the spec list, in its order', () => {
    expect(PAYLOAD_KEYS).toEqual([
      'GUEST NAME',
      'EMAIL',
      'PHONE',
      'LOCATION',
      'CHECK-IN DATE',
      'CHECK-OUT DATE',
      'NUMBER OF NIGHTS',
      'ADULTS',
      'CHILDREN',
      'SELECTED ROOMS',
      'TOTAL COST',
      'SPECIAL REQUESTS',
      'SUBMISSION DATE',
    ]);
  });

  test('exactly the spec keys, in order, from the form values', () => {
    const payload = buildPayload(
      {
        id: '3f0c9a1e-5b7d-4c2a-9e8f-1a2b3c4d5e6f',
        location: 'amalfi',
        name: '  Nguyễn Thị Ánh ',
        email: 'anh@example.vn',
        phone: '+84 912 345 678',
        checkIn: '2026-03-10',
        checkOut: '2026-03-12',
        adults: '3',
        children: '1',
        specialRequests: 'Late arrival 🌙\nQuiet room, please.',
        rooms: [
          { id: 1, name: 'Timeless Room City View (Twin Beds)', rate: 1250000, totalCost: 2500000 },
          { id: 2, name: 'Premium Room Sea View (Double Bed)', rate: 2500000, totalCost: 5000000 },
        ],
      },
      NOW,
    );
    expect(Object.keys(payload)).toEqual([...PAYLOAD_KEYS, 'INQUIRY ID']);
    expect(payload).toEqual({
      'GUEST NAME': 'Nguyễn Thị Ánh',
      EMAIL: 'anh@example.vn',
      PHONE: '+84 912 345 678',
      LOCATION: 'Vela Amalfi',
      'CHECK-IN DATE': '2026-03-10',
      'CHECK-OUT DATE': '2026-03-12',
      'NUMBER OF NIGHTS': 2,
      ADULTS: 3,
      CHILDREN: 1,
      'SELECTED ROOMS': 'Timeless Room City View (Twin Beds): 2,500,000 ₫, Premium Room Sea View (Double Bed): 5,000,000 ₫',
      'TOTAL COST': '7,500,000 ₫',
      'SPECIAL REQUESTS': 'Late arrival 🌙\nQuiet room, please.',
      'SUBMISSION DATE': '2026-11-22 08:30:05 (Asia/Ho_Chi_Minh)',
      'INQUIRY ID': '3f0c9a1e-5b7d-4c2a-9e8f-1a2b3c4d5e6f',
    });
  });

  test('GUEST NAME comes from the name field (DECISIONS #1)', () => {
    expect(buildPayload({ id: ID, location: 'sorrento', name: 'Ana', rooms: [] }, NOW)['GUEST NAME']).toBe('Ana');
  });

  test('empty values are sent as the spec defaults', () => {
    const payload = buildPayload(
      { id: ID, location: 'sorrento', name: ' ', email: '', phone: '', checkIn: '', checkOut: '', adults: '', children: '', specialRequests: '  ', rooms: [] },
      NOW,
    );
    expect(payload).toEqual({
      'GUEST NAME': 'Not provided',
      EMAIL: 'Not provided',
      PHONE: 'Not provided',
      LOCATION: 'Vela Sorrento',
      'CHECK-IN DATE': 'Not specified',
      'CHECK-OUT DATE': 'Not specified',
      'NUMBER OF NIGHTS': 0,
      ADULTS: 2,
      CHILDREN: 0,
      'SELECTED ROOMS': 'No rooms selected',
      'TOTAL COST': 'Not specified',
      'SPECIAL REQUESTS': 'None',
      'SUBMISSION DATE': '2026-11-22 08:30:05 (Asia/Ho_Chi_Minh)',
      'INQUIRY ID': ID,
    });
  });

  test('the submission date is on the hotel clock', () => {
    expect(formatSubmissionDate(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01 00:00:00 (Asia/Ho_Chi_Minh)');
  });
});
