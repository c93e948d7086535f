import { Avatar, Flex, Switch, Table, Tag, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import Link from 'next/link';

import type { UserSearch, UserSearchCourse } from '@/api/model';

import { USER_FLAGS, type UserFlag } from '../constants';
import { avatarUrl, discordName, profileHref, telegramHref, userEmails, userLocation } from '../utils';

interface UsersTableProps {
  users: UserSearch[];
  loading: boolean;
  // Admins see contacts, location and the flag switches (pages.md §5, R22.1).
  isAdmin: boolean;
  onFlagChange: (user: UserSearch, flag: UserFlag, value: boolean) => void;
  isSaving: (user: UserSearch, flag: UserFlag) => boolean;
}

function CourseTags({ courses }: { courses: readonly UserSearchCourse[] }) {
  if (!courses.length) return <>–</>;
  return (
    <Flex wrap gap={4}>
      {courses.map((course) => (
        <Tag key={course.id}>{course.name}</Tag>
      ))}
    </Flex>
  );
}

// Decorative next to the login link; the initials show while the picture loads or when it cannot, in readable colours.
function UserAvatar({ githubId }: { githubId: string }) {
  const { token } = theme.useToken();
  return (
    <Avatar
      src={avatarUrl(githubId)}
      alt=""
      aria-hidden
      size="small"
      style={{ backgroundColor: token.colorPrimary, color: token.colorTextLightSolid }}
    >
      {githubId.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}

const baseColumns: TableColumnsType<UserSearch> = [
  {
    title: 'GitHub',
    key: 'githubId',
    render: (_, user) => (
      <Flex align="center" gap={8}>
        <UserAvatar githubId={user.githubId} />
        <Link href={profileHref(user.githubId)}>{user.githubId}</Link>
      </Flex>
    ),
  },
  { title: 'Name', dataIndex: 'name', key: 'name' },
  {
    title: 'Courses as mentor',
    key: 'mentoredCourses',
    render: (_, user) => <CourseTags courses={user.mentoredCourses} />,
  },
  {
    title: 'Certified courses',
    key: 'certifiedCourses',
    render: (_, user) => <CourseTags courses={user.certifiedCourses} />,
  },
];

const contactColumns: TableColumnsType<UserSearch> = [
  {
    title: 'E-mails',
    key: 'emails',
    render: (_, user) => {
      const emails = userEmails(user);
      if (!emails.length) return '–';
      return (
        <Flex vertical>
          {emails.map((email) => (
            <a key={email} href={`mailto:${email}`}>
              {email}
            </a>
          ))}
        </Flex>
      );
    },
  },
  {
    title: 'Telegram',
    key: 'telegram',
    render: (_, user) => {
      const handle = user.contacts?.telegram;
      return handle ? (
        <a href={telegramHref(handle)} target="_blank" rel="noreferrer">
          {handle}
        </a>
      ) : (
        '–'
      );
    },
  },
  { title: 'Discord', key: 'discord', render: (_, user) => discordName(user) || '–' },
  { title: 'Location', key: 'location', render: (_, user) => userLocation(user) || '–' },
];

// pages.md §5 "/admin/users": avatar, GitHub (→ profile), name, courses as mentor, certified courses; admins also
// e-mails, Telegram, Discord, location and the Admin / Hirer / Activist switches (R1.5).
export function UsersTable({ users, loading, isAdmin, onFlagChange, isSaving }: UsersTableProps) {
  const flagColumns: TableColumnsType<UserSearch> = USER_FLAGS.map(({ flag, label }) => ({
    title: label,
    key: flag,
    render: (_, user) => (
      <Switch
        size="small"
        checked={!!user[flag]}
        loading={isSaving(user, flag)}
        aria-label={`${label}: ${user.githubId}`}
        onChange={(checked) => onFlagChange(user, flag, checked)}
      />
    ),
  }));
  const columns = isAdmin ? [...baseColumns, ...contactColumns, ...flagColumns] : baseColumns;
  return (
    <Table<UserSearch>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={users}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
