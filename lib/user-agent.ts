/**
 * docs/REQUIREMENTS.md §2, sky bar: the phone chip dials only on mobile devices, "detected from the browser's
 * user agent". Phones and tablets (Android, iOS, iPadOS, other mobile browsers) count as mobile.
 */
const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Mobi\b|IEMobile|Windows Phone|Opera Mini|BlackBerry|BB10|webOS|Kindle|Silk/i;

/**
 * @param userAgent navigator.userAgent
 * @param maxTouchPoints navigator.maxTouchPoints: iPadOS 13+ sends a desktop Mac user agent, and only
 *   its touch screen tells it apart from a Mac.
 */
export function isMobileUserAgent(userAgent: string | null | undefined, maxTouchPoints = 0): boolean {
  if (!userAgent) return false;
  if (MOBILE.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}
