import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Button, Dropdown, theme } from 'antd';
import type { MenuProps } from 'antd';
import Link from 'next/link';

import type { Session } from '@/api/model';
import { publicEnv } from '@/config/public-env';

export const LOGOUT_URL = '/api/v2/auth/github/logout';

interface UserMenuProps {
  session: Session;
  // pages.md §0.4: the Help item appears only when NEXT_PUBLIC_HELP_URL is set.
  helpUrl?: string;
}

// pages.md §0.4: avatar menu. Items whose pages do not exist yet (notifications) are left out.
export function UserMenu({ session, helpUrl = publicEnv.helpUrl }: UserMenuProps) {
  const { token } = theme.useToken();
  // The initials show while the picture loads or when it cannot; the accessible name contains them (WCAG 2.5.3).
  const initials = session.githubId.slice(0, 2).toUpperCase();
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: <Link href="/profile">Profile</Link> },
    { key: 'cv', icon: <FileTextOutlined />, label: <Link href="/cv/edit">My CV</Link> },
    ...(helpUrl
      ? [
          {
            key: 'help',
            icon: <QuestionCircleOutlined />,
            label: (
              <a href={helpUrl} target="_blank" rel="noreferrer">
                Help
              </a>
            ),
          },
        ]
      : []),
    { key: 'logout', icon: <LogoutOutlined />, label: <a href={LOGOUT_URL}>Logout</a> },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        shape="circle"
        aria-label={`User menu of ${session.githubId} ${initials}`}
        style={{ padding: 0 }}
      >
        <Avatar
          src={`https://github.com/${encodeURIComponent(session.githubId)}.png?size=64`}
          alt=""
          style={{ backgroundColor: token.colorPrimary, color: token.colorTextLightSolid }}
        >
          {initials}
        </Avatar>
      </Button>
    </Dropdown>
  );
}
