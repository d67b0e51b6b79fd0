import { DEFAULT_VALUES, inquiryShape, type InquiryValues } from './schema';

/** DESIGN decision 2: the draft lives in sessionStorage until a successful send. */
export const DRAFT_KEY = 'vela.inquiryDraft';

export interface Draft {
  values: InquiryValues;
  /** The next room id (the counter survives a reload with the rooms). */
  nextRoomId: number;
  /** The last send failed: the error panel shows again after a reload, with the values kept. */
  failed?: boolean;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // blocked storage: the form still works, only reload-safety is lost
  }
}

export function saveDraft(draft: Draft) {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify({ ...draft, values: { ...draft.values, website: '' } }));
  } catch {
    // quota or blocked: keep going
  }
}

export function loadDraft(): Draft | undefined {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(DRAFT_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<Draft>;
    const values = inquiryShape.safeParse({ ...DEFAULT_VALUES, ...(parsed.values ?? {}) });
    if (!values.success) return undefined;
    const maxId = values.data.rooms.reduce((m, r) => Math.max(m, r.id), 0);
    const nextRoomId = Math.max(Number(parsed.nextRoomId) || 1, maxId + 1);
    return { values: values.data, nextRoomId, failed: parsed.failed === true };
  } catch {
    return undefined;
  }
}

export function clearDraft() {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}

/** True when the guest has typed or chosen anything worth keeping. */
export function isDraftWorthKeeping(values: InquiryValues): boolean {
  return (Object.keys(DEFAULT_VALUES) as (keyof InquiryValues)[]).some((key) => {
    if (key === 'website' || key === 'location') return false;
    return JSON.stringify(values[key]) !== JSON.stringify(DEFAULT_VALUES[key]);
  });
}
