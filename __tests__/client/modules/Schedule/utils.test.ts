import type { ScheduleItem } from '@/api/model';
import {
  calendarUrl,
  countByStatus,
  deadlineCloseness,
  formatInZone,
  parseStatusTab,
  visibleItems,
} from '@/modules/Schedule/utils';

const now = new Date('2026-03-01T10:00:00Z');
const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('schedule utils', () => {
  it('says how close a deadline is in words as well as by tone', () => {
    expect(deadlineCloseness(at(-1), now)).toEqual({ tone: 'passed', text: 'ended' });
    expect(deadlineCloseness(at(HOUR / 2), now)).toEqual({ tone: 'urgent', text: 'less than 1 hour left' });
    expect(deadlineCloseness(at(5 * HOUR), now)).toEqual({ tone: 'urgent', text: '5 hours left' });
    expect(deadlineCloseness(at(30 * HOUR), now)).toEqual({ tone: 'soon', text: '1 day left' });
    expect(deadlineCloseness(at(10 * 24 * HOUR), now)).toEqual({ tone: 'later', text: '10 days left' });
  });

  it('formats instants as local times of the chosen zone', () => {
    expect(formatInZone('2026-03-01T23:30:00Z', 'Asia/Tashkent')).toBe('2026-03-02 04:30');
    expect(formatInZone('2026-03-01T03:30:00Z', 'America/Phoenix')).toBe('2026-02-28 20:30');
    expect(formatInZone('2026-03-01T03:30:00Z', 'UTC')).toBe('2026-03-01 03:30');
  });

  it('counts every status tab, hides events of hidden types and reads only known tabs', () => {
    const items = [
      { key: 'a', status: 'done', entityType: 'courseTask', type: 'jstask' },
      { key: 'b', status: 'done', entityType: 'courseEvent', type: 'workshop' },
      { key: 'c', status: 'future', entityType: 'courseEvent', type: 'info' },
    ] as ScheduleItem[];
    expect(countByStatus(items)).toMatchObject({ all: 3, done: 2, future: 1, missed: 0 });
    expect(visibleItems(items, ['workshop']).map((item) => item.key)).toEqual(['a', 'c']);
    expect(parseStatusTab('missed')).toBe('missed');
    expect(parseStatusTab('bogus')).toBe('all');
  });

  it('builds the feed URL with the zone URL-encoded', () => {
    expect(calendarUrl('https://app.example', 3, 'tok', 'America/Phoenix')).toBe(
      'https://app.example/api/v2/courses/3/icalendar/tok?timezone=America%2FPhoenix',
    );
  });
});
