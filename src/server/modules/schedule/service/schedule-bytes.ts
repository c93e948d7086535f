import {
  scheduleWindow,
  type CourseItem,
  type CourseSchedule,
  type StudentFacts,
  type WindowText,
} from './course-items';

// Issue 12, the cold schedule's tail: a student's answer (74 kB for 200 items) written straight into its bytes. The
// text of the window's items is encoded to UTF-8 once (the runs every viewer sees alike, and each student item's text
// around its status and score); a request copies those bytes into one Buffer and writes in only its statuses and
// scores, which are ASCII. Joining a 74 kB string and then encoding it allocated about twice the answer per request
// on V8's young heap, and the string's copy and encoding cost Node CPU on every request. The bytes are those of
// Buffer.from(scheduleText(...).json), which a test holds for every viewer and clock.

export type ScheduleBytes = { body: Buffer; validFrom: number; validUntil: number };

type ItemBytes = NonNullable<CourseItem['bytes']>;
type WindowBytes = NonNullable<WindowText['bytes']>;

function itemBytes(item: CourseItem): ItemBytes {
  item.bytes ??= { head: Buffer.from(item.head), middle: Buffer.from(item.middle), tail: Buffer.from(item.tail) };
  return item.bytes;
}

function windowBytes(texts: WindowText): WindowBytes {
  texts.bytes ??= {
    student: texts.student.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)),
    staff: Buffer.from(texts.staff),
  };
  return texts.bytes;
}

const COMMA = 0x2c;
const QUOTE = 0x22;

// An ASCII text (a status, a number's JSON text) written at `offset`; the offset after it.
function writeAscii(target: Buffer, text: string, offset: number): number {
  let at = offset;
  for (let i = 0; i < text.length; i += 1) target[at++] = text.charCodeAt(i);
  return at;
}

// rules.md R5 for one viewer at `now`, as scheduleText's JSON encoded to UTF-8, with the same clock span.
export function scheduleBytes(schedule: CourseSchedule, facts: StudentFacts | null, now: Date): ScheduleBytes {
  const { texts, validFrom, validUntil } = scheduleWindow(schedule, now);
  const encoded = windowBytes(texts);
  if (!facts) return { body: encoded.staff, validFrom, validUntil };
  const { student } = encoded;
  // First the viewer's statuses and scores (as texts) and the answer's length, then the bytes.
  const statuses: string[] = [];
  const scores: string[] = [];
  let length = 2 + Math.max(student.length - 1, 0);
  for (const part of student) {
    if (Buffer.isBuffer(part)) {
      length += part.length;
      continue;
    }
    const bytes = itemBytes(part);
    const status = part.status(facts, now);
    const score = part.score(facts);
    const scoreText = score === null ? 'null' : `${score}`;
    statuses.push(status);
    scores.push(scoreText);
    length += bytes.head.length + status.length + 2 + bytes.middle.length + scoreText.length + bytes.tail.length;
  }
  const body = Buffer.allocUnsafe(length);
  let offset = 0;
  let item = 0;
  body[offset++] = 0x5b;
  for (let i = 0; i < student.length; i += 1) {
    if (i > 0) body[offset++] = COMMA;
    const part = student[i];
    if (Buffer.isBuffer(part)) {
      body.set(part, offset);
      offset += part.length;
      continue;
    }
    const bytes = itemBytes(part);
    body.set(bytes.head, offset);
    offset += bytes.head.length;
    body[offset++] = QUOTE;
    offset = writeAscii(body, statuses[item], offset);
    body[offset++] = QUOTE;
    body.set(bytes.middle, offset);
    offset += bytes.middle.length;
    offset = writeAscii(body, scores[item], offset);
    body.set(bytes.tail, offset);
    offset += bytes.tail.length;
    item += 1;
  }
  body[offset++] = 0x5d;
  return { body, validFrom, validUntil };
}
