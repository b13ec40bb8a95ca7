import { describe, expect, it } from 'vitest';
import { detectPlatform, platformOfProdId } from './feed-platform';

describe('detectPlatform', () => {
  it.each([
    ['https://www.airbnb.com/calendar/ical/12345.ics?s=abc', 'Airbnb'],
    ['https://es.airbnb.co.cr/calendar/ical/1.ics', 'Airbnb'],
    ['http://www.vrbo.com/icalendar/abc.ics', 'Vrbo'],
    ['https://www.homeaway.com/icalendar/abc.ics', 'Vrbo'],
    ['https://admin.booking.com/hotel/hoteladmin/ical.html?t=x', 'Booking.com'],
    ['https://ical.booking.com/v1/export?t=1', 'Booking.com'],
    ['https://calendar.example.com/feed.ics', 'other'],
    ['https://notairbnb.com.evil.example/x.ics', 'other'],
    ['not a url', 'other'],
  ])('%s is %s', (url, platform) => {
    expect(detectPlatform(url)).toBe(platform);
  });
});

describe('platformOfProdId', () => {
  it.each([
    ['-//Airbnb Inc//Hosting Calendar 1.0//EN', 'Airbnb'],
    ['-//HomeAway.com, Inc.//EN', 'Vrbo'],
    ['-//admin.booking.com//h2ical v1.0//EN', 'Booking.com'],
    ['-//Google Inc//Google Calendar 70.9054//EN', 'other'],
    ['', 'other'],
  ])('%s is %s', (prodId, platform) => {
    expect(platformOfProdId(prodId)).toBe(platform);
  });
});
