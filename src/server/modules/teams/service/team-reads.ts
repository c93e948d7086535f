import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { TeamInfo, TeamStudent, TeamStudentContacts } from '../schemas';
import { activeRankOfS } from '../../course-students';

// The student's (alias s) active rank, from student_rank.

// Shared SQL of the team screens. Every alias here is fixed: s = student, u = "user".
export const studentName = sql`coalesce(u.first_name || ' ' || u.last_name, nullif(u.first_name, ''),
  nullif(u.last_name, ''), u.github_id)`;

export const studentJson = sql`json_build_object('id', s.id, 'githubId', u.github_id, 'name', ${studentName},
  'rank', ${activeRankOfS}, 'cityName', u.city_name, 'countryName', u.country_name)`;

export const contactColumns = sql`coalesce(u.contacts_email, u.primary_email) as email,
  u.contacts_telegram as telegram, u.discord->>'username' as discord,
  (select r.uuid::text from resume r where r.user_id = u.id) as "cvUuid"`;

export const contactsJson = sql`json_build_object('id', s.id, 'githubId', u.github_id, 'name', ${studentName},
  'rank', ${activeRankOfS}, 'cityName', u.city_name, 'countryName', u.country_name,
  'email', coalesce(u.contacts_email, u.primary_email), 'telegram', u.contacts_telegram,
  'discord', u.discord->>'username', 'cvUuid', (select r.uuid::text from resume r where r.user_id = u.id))`;

// Members of a team in lead order (best active rank, nulls last, then lowest id), as one json array.
export const membersOf = (teamId: SQL, json: SQL = studentJson) => sql`coalesce((
  select json_agg(${json} order by ${activeRankOfS} asc nulls last, s.id asc)
  from team_member tm join student s on s.id = tm.student_id join "user" u on u.id = s.user_id
  where tm.team_id = ${teamId}), '[]'::json)`;

// LIKE wildcards typed by the user are matched literally.
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

type TeamInfoRow = {
  id: number;
  name: string;
  description: string;
  chat_link: string;
  team_lead_id: number | null;
  members: TeamStudentContacts[];
};

// The caller's own team, with the contacts teammates need (access.md §32 detailed `myTeam`, §31 join).
export async function readTeamInfo(db: DbOrTx, teamId: number, maxMembers: number): Promise<TeamInfo | null> {
  const result = (await db.execute(sql`
    select t.id, t.name, t.description, t.chat_link, t.team_lead_id, ${membersOf(sql`t.id`, contactsJson)} as members
    from team t where t.id = ${teamId}
  `)) as unknown as { rows: TeamInfoRow[] };
  const [row] = result.rows;
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    chatLink: row.chat_link,
    teamLeadId: row.team_lead_id,
    maxMembers,
    members: row.members,
  };
}

export const leadOf = (members: TeamStudent[], leadId: number | null) =>
  members.find((member) => member.id === leadId) ?? null;
