import { Button, Card, Flex, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';

import type { DevUser } from '@/api/model';

import { devLoginHref } from '../utils';

interface DevSignInTableProps {
  users: DevUser[];
  returnUrl: string | string[] | undefined;
}

export function DevSignInTable({ users, returnUrl }: DevSignInTableProps) {
  const columns: TableColumnsType<DevUser> = [
    { title: 'Login', dataIndex: 'githubId', key: 'githubId' },
    { title: 'Name', dataIndex: 'name', key: 'name' },
    {
      title: 'Roles',
      key: 'roles',
      render: (_, user) => (
        <Flex wrap gap={4}>
          {user.isAdmin && <Tag>Admin</Tag>}
          {user.isHirer && <Tag>Hirer</Tag>}
          {user.courses.map((course) => (
            <Tag key={course.id}>
              {course.alias}: {course.roles.join(', ')}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: 'Action',
      key: 'action',
      render: (_, user) => <Button href={devLoginHref(user.githubId, returnUrl)}>Sign in as {user.githubId}</Button>,
    },
  ];
  return (
    <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>Development sign-in</h2>} style={{ width: '100%' }}>
      <Table rowKey="id" size="small" columns={columns} dataSource={users} pagination={false} scroll={{ x: true }} />
    </Card>
  );
}
