import type { Clock } from '../ports/clock.js';

/** A clock that stays where it is put. */
export class FixedClock implements Clock {
  constructor(private current: Date = new Date('2026-01-15T12:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
