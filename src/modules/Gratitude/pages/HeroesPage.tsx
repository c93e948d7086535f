import { Skeleton, Tabs } from 'antd';
import dynamic from 'next/dynamic';

import { useGetCourses } from '@/api/courses';
import { useSession } from '@/hooks/useSession';

// Each tab's antd Form, Table and pickers load in their own chunk.
const GratitudeFeed = dynamic(() => import('../components/GratitudeFeed').then((mod) => mod.GratitudeFeed), {
  loading: () => <Skeleton active />,
});
const HeroesRadar = dynamic(() => import('../components/HeroesRadar').then((mod) => mod.HeroesRadar), {
  loading: () => <Skeleton active />,
});

// pages.md §9 "/heroes": the tabs Gratitudes (the feed) and Heroes Radar.
export function HeroesPage() {
  const { data: session } = useSession();
  const { data: courses } = useGetCourses({ swr: { revalidateOnFocus: false } });
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'gratitudes', label: 'Gratitudes', children: <GratitudeFeed courses={courses ?? []} /> },
        {
          key: 'radar',
          label: 'Heroes Radar',
          children: <HeroesRadar courses={courses ?? []} canExport={!!session?.isAdmin} />,
        },
      ]}
    />
  );
}
