import dayjs from 'dayjs';

import { splitSpecial, toInput } from '@/modules/CourseEvents/utils';

describe('CourseEvents utils', () => {
  it('keeps special tags as one comma-separated text and sends UTC instants', () => {
    expect(
      toInput({
        eventId: 2,
        dateTime: dayjs('2026-03-05T17:00:00.000Z'),
        endTime: null,
        duration: 90,
        place: ' Online ',
        organizerId: null,
        broadcastUrl: '',
        special: ['live', ' optional '],
        comment: '',
      }),
    ).toEqual({
      eventId: 2,
      dateTime: '2026-03-05T17:00:00.000Z',
      endTime: null,
      duration: 90,
      place: 'Online',
      organizerId: null,
      broadcastUrl: null,
      special: 'live,optional',
      comment: null,
    });
  });

  it('splits the stored text back into tags', () => {
    expect(splitSpecial('live, optional,,')).toEqual(['live', 'optional']);
    expect(splitSpecial('')).toEqual([]);
  });
});
