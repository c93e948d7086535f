import { githubLogin, parseScoreCsv, summarize } from '@/modules/SubmitScores/utils';

describe('SubmitScores utils', () => {
  it('reads logins from GitHub links or plain logins', () => {
    expect(githubLogin('https://github.com/alice/songbird/pull/1')).toBe('alice');
    expect(githubLogin('github.com/Bob')).toBe('Bob');
    expect(githubLogin(' @carol ')).toBe('carol');
  });

  it('parses the Score and GitHub columns in any case and order, failing rows without a number', () => {
    const parsed = parseScoreCsv(
      'github,Comment,SCORE\r\nhttps://github.com/alice,"a, b",90\r\nbob,,x\r\n,,5\r\ncarol,,7.5\r\n',
    );
    expect(parsed.rows).toEqual([
      { studentGithubId: 'alice', score: 90 },
      { studentGithubId: 'carol', score: 7.5 },
    ]);
    expect(parsed.failed).toEqual([{ githubId: 'bob', status: 'failed', message: 'The score is not a number.' }]);
  });

  it('refuses a file without the required columns', () => {
    expect(() => parseScoreCsv('login,points\r\nalice,1\r\n')).toThrow('"GitHub" and "Score"');
  });

  it('counts the statuses and keeps the failed rows', () => {
    const summary = summarize([
      { githubId: 'a', status: 'created' },
      { githubId: 'b', status: 'updated' },
      { githubId: 'c', status: 'failed', message: 'No' },
      { githubId: 'd', status: 'skipped' },
      { githubId: 'e', status: 'created' },
    ]);
    expect(summary).toEqual({
      created: 2,
      updated: 1,
      skipped: 1,
      failed: [{ githubId: 'c', status: 'failed', message: 'No' }],
    });
  });
});
