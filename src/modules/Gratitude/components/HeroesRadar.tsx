import { Alert, Flex } from 'antd';

import { getHeroesRadarCsv } from '@/api/gratitudes';
import type { Course } from '@/api/model';
import { downloadFile } from '@/hooks/file-download';
import { problemDetail } from '@/hooks/problem';
import { useNotify } from '@/hooks/useNotify';

import { useHeroesRadar } from '../hooks/useHeroesRadar';
import { radarParams } from '../utils';
import { HeroesTable } from './HeroesTable';
import { RadarFiltersForm } from './RadarFiltersForm';

// pages.md §9 "/heroes" Heroes Radar: filters, CSV export of the current filters (admin) and the ranked table.
export function HeroesRadar({ courses, canExport }: { courses: Course[]; canExport: boolean }) {
  const notify = useNotify();
  const radar = useHeroesRadar();
  const exportCsv = async () => {
    try {
      await downloadFile((options) => getHeroesRadarCsv(radarParams(radar.filters), options), 'heroes-radar.csv');
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <Flex vertical gap={16}>
      <RadarFiltersForm
        courses={courses}
        onSubmit={radar.setFilters}
        onExport={canExport ? () => void exportCsv() : undefined}
      />
      {radar.error ? <Alert type="error" showIcon title={problemDetail(radar.error)} /> : null}
      <HeroesTable
        heroes={radar.heroes}
        total={radar.total}
        current={radar.current}
        loading={radar.loading}
        onPage={radar.setPage}
      />
    </Flex>
  );
}
