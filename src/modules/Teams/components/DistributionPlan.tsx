import { Typography } from 'antd';

import type { TeamDistributionResult } from '@/api/model';

// rules.md R12.6: what the automatic distribution creates (a dry run) or created.
export function DistributionPlan({ result, planned }: { result: TeamDistributionResult; planned: boolean }) {
  return (
    <>
      <Typography.Paragraph>
        {planned ? 'Teams to create' : 'Teams created'}: {result.teamsCreated}.{' '}
        {planned ? 'Students to distribute' : 'Students distributed'}: {result.studentsDistributed}.
      </Typography.Paragraph>
      {result.teams.length > 0 && (
        <ul style={{ maxHeight: 240, overflowY: 'auto', margin: 0, paddingInlineStart: 20 }}>
          {result.teams.map((team) => (
            <li key={team.name}>
              {team.name}: {team.members.map((member) => member.githubId).join(', ')}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
