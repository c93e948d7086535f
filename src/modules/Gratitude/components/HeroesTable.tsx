import { Flex, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';

import type { Hero } from '@/api/model';
import { formatDateTime } from '@/components/form/date-time';

import { BADGES_SHOWN, RADAR_PAGE_SIZE } from '../constants';
import { badgeName } from '../utils';
import { BadgeIcon } from './BadgeIcon';

interface HeroesTableProps {
  heroes: Hero[];
  total: number;
  current: number;
  loading: boolean;
  onPage: (page: number) => void;
}

// The latest badges as icons (their comment on hover or focus); "+N More" for the ones beyond 20.
function Badges({ hero }: { hero: Hero }) {
  const more = hero.total - Math.min(hero.badges.length, BADGES_SHOWN);
  return (
    <Flex wrap gap={4} align="center">
      {hero.badges.slice(0, BADGES_SHOWN).map((badge) => (
        <Tooltip key={badge.id} title={`${badgeName(badge.badgeId)}, ${formatDateTime(badge.date)}: ${badge.comment}`}>
          <span tabIndex={0}>
            <BadgeIcon badgeId={badge.badgeId} size={18} />
          </span>
        </Tooltip>
      ))}
      {more > 0 && <Tag>+{more} More</Tag>}
    </Flex>
  );
}

// pages.md §9 "/heroes" Heroes Radar: #, GitHub, Name, Total, Badges; paged on the server.
export function HeroesTable({ heroes, total, current, loading, onPage }: HeroesTableProps) {
  const columns: ColumnsType<Hero> = [
    { key: 'rank', title: '#', dataIndex: 'rank', width: 64 },
    {
      key: 'githubId',
      title: 'GitHub',
      render: (_value, hero) => (
        <a href={`https://github.com/${encodeURIComponent(hero.githubId)}`} target="_blank" rel="noreferrer">
          {hero.githubId}
        </a>
      ),
    },
    {
      key: 'name',
      title: 'Name',
      render: (_value, hero) => (
        <Link href={`/profile?githubId=${encodeURIComponent(hero.githubId)}`}>{hero.name}</Link>
      ),
    },
    { key: 'total', title: 'Total', dataIndex: 'total', width: 80 },
    { key: 'badges', title: 'Badges', render: (_value, hero) => <Badges hero={hero} /> },
  ];
  return (
    <Table<Hero>
      rowKey="githubId"
      columns={columns}
      dataSource={heroes}
      loading={loading}
      locale={{ emptyText: 'No gratitudes for these filters' }}
      pagination={{ current, pageSize: RADAR_PAGE_SIZE, total, showSizeChanger: false, onChange: onPage }}
      scroll={{ x: 800 }}
      size="middle"
    />
  );
}
