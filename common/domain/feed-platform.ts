/** The short-term rental platforms whose calendar feeds are recognised by their host. */
export const FEED_PLATFORMS = ['Airbnb', 'Vrbo', 'Booking.com', 'other'] as const;
export type FeedPlatform = (typeof FEED_PLATFORMS)[number];

const HOSTS: [RegExp, FeedPlatform][] = [
  [/(^|\.)airbnb\.[a-z.]+$/, 'Airbnb'],
  [/(^|\.)(vrbo|homeaway|abritel|fewo-direkt|stayz|bookabach)\.[a-z.]+$/, 'Vrbo'],
  [/(^|\.)booking\.com$/, 'Booking.com'],
];

/** The platform of a calendar feed, told from its URL's host ('other' when unknown or invalid). */
export function detectPlatform(url: string): FeedPlatform {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'other';
  }
  return HOSTS.find(([pattern]) => pattern.test(host))?.[1] ?? 'other';
}

const PRODIDS: [RegExp, FeedPlatform][] = [
  [/airbnb/i, 'Airbnb'],
  [/homeaway|vrbo/i, 'Vrbo'],
  [/booking\.com/i, 'Booking.com'],
];

/** The platform of a calendar told from its PRODID ('other' when unknown), for feeds served from another host. */
export function platformOfProdId(prodId: string): FeedPlatform {
  return PRODIDS.find(([pattern]) => pattern.test(prodId))?.[1] ?? 'other';
}
