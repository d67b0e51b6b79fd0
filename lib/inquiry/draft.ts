import { isInquiryId } from './rules.mjs';
import { DEFAULT_VALUES, inquiryShape, type InquiryValues } from './schema';

/** docs/DECISIONS.md #2: the draft lives in sessionStorage until a successful send. */
export const DRAFT_KEY = 'vela.inquiryDraft';

export interface Draft {
  values: InquiryValues;
  /** The next room id (the counter survives a reload with the rooms). */
  nextRoomId: number;
  /** The last send failed: the error panel shows again after a reload, with the values kept. */
  failed?: boolean;
  /** The inquiry's reference (inquiry-id.ts), made at its first send and kept until one succeeds. */
  id?: string;
  /**
   * When a send began (ISO time), kept until its answer is read: found on load, it means the page went
   * away (a reload, a closed tab) or the answer was lost while the inquiry may have reached the hotel.
   */
  sendingSince?: string;
  /** Sent before the page's scripts had run (early-submit.ts): send as soon as they have. */
  submitted?: boolean;
}

/** Set when a send succeeded after the form had gone (the guest followed a link meanwhile). */
export const SENT_KEY = 'vela.inquirySent';

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

/**
 * Changes some of the stored draft and keeps the rest (the form's values and the send's id and time
 * are written by different parts of the form). An undefined field is removed.
 */
export function updateDraft(patch: Partial<Draft>) {
  const draft = { nextRoomId: 1, ...loadDraft(), ...patch };
  if (draft.values) saveDraft(draft as Draft);
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
    return {
      values: values.data,
      nextRoomId,
      failed: parsed.failed === true,
      id: isInquiryId(parsed.id) ? parsed.id : undefined,
      sendingSince: typeof parsed.sendingSince === 'string' && !Number.isNaN(Date.parse(parsed.sendingSince)) ? parsed.sendingSince : undefined,
      submitted: parsed.submitted === true,
    };
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

/** Remembers that inquiry `id` arrived while no form was on screen, for the next one to say so. */
export function markSent(id: string) {
  try {
    storage()?.setItem(SENT_KEY, id);
  } catch {
    // blocked: the guest still gets the hotel's reply
  }
}

/** The id of an inquiry that arrived while no form was on screen, once (then forgotten). */
export function takeSent(): string | undefined {
  try {
    const id = storage()?.getItem(SENT_KEY) ?? undefined;
    storage()?.removeItem(SENT_KEY);
    return id;
  } catch {
    return undefined;
  }
}

/** True when the guest has typed or chosen anything worth keeping. */
export function isDraftWorthKeeping(values: InquiryValues): boolean {
  return (Object.keys(DEFAULT_VALUES) as (keyof InquiryValues)[]).some((key) => {
    if (key === 'website' || key === 'location') return false;
    return JSON.stringify(values[key]) !== JSON.stringify(DEFAULT_VALUES[key]);
  });
}
