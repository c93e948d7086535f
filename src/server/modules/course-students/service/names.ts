import { displayName } from '../../auth';

export const personName = (firstName: string | null, lastName: string | null, githubId: string) =>
  displayName({ firstName, lastName, githubId });
