import type { ExpelledStat } from '@/api/model';
import { csvField, departuresCsv, toCsv } from '@/modules/CourseReports/utils';

describe('csvField (RFC 4180)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rhere', '"cr\rhere"'],
    ['', ''],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes null and undefined as empty fields and numbers as text', () => {
    expect([csvField(null), csvField(undefined), csvField(42)]).toEqual(['', '', '42']);
  });

  it('ends every record, the last one too, with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', null]])).toBe('a,b\r\n1,\r\n');
  });
});

describe('departuresCsv', () => {
  it('has a header row and one record per survey with reasons joined by "; " and the ISO date', () => {
    const stats: ExpelledStat[] = [
      {
        id: '00000000-0000-4000-8000-000000000001',
        user: { id: 1, githubId: 'swift', name: 'Apus, the "Swift"' },
        reasonForLeaving: ['Found a job', 'Other'],
        otherComment: 'Moved,\nthanks',
        submittedAt: '2026-02-20T08:00:00.000Z',
      },
      {
        id: '00000000-0000-4000-8000-000000000002',
        user: { id: 2, githubId: 'lark', name: 'Lark' },
        reasonForLeaving: [],
        otherComment: null,
        submittedAt: '2026-02-01T08:00:00.000Z',
      },
    ];
    expect(departuresCsv(stats)).toBe(
      'Student GitHub,Student Name,Reasons,Other Comments,Date\r\n' +
        'swift,"Apus, the ""Swift""",Found a job; Other,"Moved,\nthanks",2026-02-20T08:00:00.000Z\r\n' +
        'lark,Lark,,,2026-02-01T08:00:00.000Z\r\n',
    );
  });
});
