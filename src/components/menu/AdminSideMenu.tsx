import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import { Button, Layout, Menu, theme } from 'antd';
import type { MenuProps } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';

import type { Course, Session } from '@/api/model';

import { visibleMenuItems, type AdminMenuGroup, type AdminMenuItem } from './admin-menu-items';

export const SIDER_COLLAPSED_KEY = 'isSiderCollapsed';
export const OPENED_SIDEBAR_ITEMS_KEY = 'openedSidebarItems';

const GROUP_TITLES: Record<AdminMenuGroup, string> = { admin: 'Admin Area', course: 'Course Management' };
const ITEM_ICONS: Record<string, React.ReactNode> = { main: <HomeOutlined />, courses: <ReadOutlined /> };

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function itemHref(item: AdminMenuItem, course: Course | undefined): string {
  return item.group === 'course' && course ? `${item.route}?course=${encodeURIComponent(course.alias)}` : item.route;
}

// pages.md §0.5: collapsible, collapsed by default, width 220; state kept in local storage.
export function AdminSideMenu({ session, course }: { session: Session; course: Course | undefined }) {
  const { token } = theme.useToken();
  const router = useRouter();
  const [collapsed, setCollapsed] = useState(true);
  const [openKeys, setOpenKeys] = useState<string[]>(['admin', 'course']);

  useEffect(() => {
    setCollapsed(readJson(SIDER_COLLAPSED_KEY, true));
    setOpenKeys(readJson(OPENED_SIDEBAR_ITEMS_KEY, ['admin', 'course']));
  }, []);

  const toggle = () => {
    window.localStorage.setItem(SIDER_COLLAPSED_KEY, JSON.stringify(!collapsed));
    setCollapsed(!collapsed);
  };
  const onOpenChange = (keys: string[]) => {
    window.localStorage.setItem(OPENED_SIDEBAR_ITEMS_KEY, JSON.stringify(keys));
    setOpenKeys(keys);
  };

  const visible = visibleMenuItems(session, course?.id);
  const items: MenuProps['items'] = (['admin', 'course'] as const)
    .map((group) => ({
      key: group,
      label: GROUP_TITLES[group],
      icon: <AppstoreOutlined />,
      children: visible
        .filter((item) => item.group === group)
        .map((item) => ({
          key: item.route,
          icon: ITEM_ICONS[item.key] ?? <AppstoreOutlined />,
          label: <Link href={itemHref(item, course)}>{item.name}</Link>,
        })),
    }))
    .filter((group) => group.children.length > 0);

  return (
    <Layout.Sider
      className="no-print"
      collapsible
      collapsed={collapsed}
      width={220}
      trigger={null}
      theme="light"
      style={{ background: token.colorBgContainer }}
    >
      <nav aria-label="Admin menu">
        <Button
          type="text"
          block
          aria-label={collapsed ? 'Expand admin menu' : 'Collapse admin menu'}
          aria-expanded={!collapsed}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={toggle}
        />
        <Menu
          mode="inline"
          items={items}
          selectedKeys={[router.pathname]}
          openKeys={collapsed ? undefined : openKeys}
          onOpenChange={onOpenChange}
        />
      </nav>
    </Layout.Sider>
  );
}
