import { displayName } from '../../auth';

export const personName = (firstName: string | null, lastName: string | null, githubId: string) =>
  displayName({ firstName, lastName, githubId });

type MentorColumns = {
  mentorId: number | null;
  mentorGithubId: string | null;
  mentorFirstName: string | null;
  mentorLastName: string | null;
};

// The student's mentor as the lists show him (id, login, shown name), or null when he has none.
export const mentorOf = (row: MentorColumns) =>
  row.mentorId && row.mentorGithubId
    ? {
        id: row.mentorId,
        githubId: row.mentorGithubId,
        name: personName(row.mentorFirstName, row.mentorLastName, row.mentorGithubId),
      }
    : null;
