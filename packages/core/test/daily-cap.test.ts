import { describe, expect, it } from 'vitest';
import { dailyCapReached, secondsUntilUtcMidnight, utcDayKey } from '../src/domain/daily-cap.js';

describe('daily caps', () => {
  it('reset at the next UTC midnight, in whole seconds rounded up', () => {
    expect(secondsUntilUtcMidnight(new Date('2026-03-01T00:00:00Z'))).toBe(86_400);
    expect(secondsUntilUtcMidnight(new Date('2026-03-01T23:59:59.001Z'))).toBe(1);
    expect(dailyCapReached('send_message', new Date('2026-03-01T23:00:00Z'))).toMatchObject({ code: 'rate_limited', retryAfter: 3600 });
  });
  it('key a counter by the UTC day, whatever the time of day', () => {
    expect(utcDayKey(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(utcDayKey(new Date('2026-03-02T00:00:00Z'))).toBe('2026-03-02');
  });
});
