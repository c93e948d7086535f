import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { Alert, Button, Flex, Skeleton, Tabs } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';

import { getScoreCsv } from '@/api/score';
import { downloadFile } from '@/hooks/file-download';
import { problemDetail } from '@/hooks/problem';
import { useNotify } from '@/hooks/useNotify';

import { useNotVisibleColumns } from '../hooks/useNotVisibleColumns';
import { useScoreTable } from '../hooks/useScoreTable';
import { useScoreView } from '../hooks/useScoreView';
import { hasFilters, scoreCsvParams } from '../utils';

// The antd Table and Drawers load in their own chunks.
const ScoreTable = dynamic(() => import('./ScoreTable').then((mod) => mod.ScoreTable), {
  loading: () => <Skeleton active />,
});
const ScoreSettingsDrawer = dynamic(() => import('./ScoreSettingsDrawer').then((mod) => mod.ScoreSettingsDrawer));
const ScoreBreakdownDrawer = dynamic(() => import('./ScoreBreakdownDrawer').then((mod) => mod.ScoreBreakdownDrawer));

interface CourseScoreProps {
  courseId: number;
  viewerLogin: string;
  isStudent: boolean;
  canExport: boolean;
}

// pages.md §11: the All / Active tabs, CSV export, column settings, the score table and a student's breakdown.
export function CourseScore({ courseId, viewerLogin, isStudent, canExport }: CourseScoreProps) {
  const notify = useNotify();
  const { view, setActiveOnly, setPage, setOrder, setFilters } = useScoreView();
  const table = useScoreTable(courseId, view, viewerLogin, isStudent);
  const columns = useNotVisibleColumns();
  const [settings, setSettings] = useState<{ open: boolean; key: number }>();
  const [selected, setSelected] = useState<{ githubId: string; open: boolean }>();

  const exportCsv = async () => {
    try {
      await downloadFile((options) => getScoreCsv(courseId, scoreCsvParams(view), options), 'score.csv');
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center" justify="space-between">
        <Tabs
          activeKey={view.activeOnly ? 'active' : 'all'}
          onChange={(key) => setActiveOnly(key === 'active')}
          items={[
            { key: 'all', label: 'All students' },
            { key: 'active', label: 'Active students' },
          ]}
        />
        <Flex gap={8}>
          {canExport && (
            <Button icon={<DownloadOutlined />} onClick={() => void exportCsv()}>
              Export to CSV
            </Button>
          )}
          <Button
            icon={<SettingOutlined />}
            aria-label="Settings"
            onClick={() => setSettings((prev) => ({ open: true, key: (prev?.key ?? 0) + 1 }))}
          >
            Settings
          </Button>
        </Flex>
      </Flex>
      {table.error && <Alert type="error" showIcon title={problemDetail(table.error)} />}
      <ScoreTable
        students={table.students}
        ownRow={table.ownRow}
        courseTasks={table.courseTasks}
        hiddenColumns={columns.hidden}
        total={table.total}
        view={view}
        loading={table.loading}
        filtered={hasFilters(view.filters)}
        onChange={(change) => {
          if (change.filters) setFilters(change.filters);
          else if (change.orderBy && change.orderDirection) setOrder(change.orderBy, change.orderDirection);
          else if (change.current) setPage(change.current);
        }}
        onOpen={(student) => setSelected({ githubId: student.githubId, open: true })}
      />
      {settings && (
        <ScoreSettingsDrawer
          key={settings.key}
          open={settings.open}
          courseTasks={table.courseTasks}
          hidden={columns.hidden}
          onSave={columns.save}
          onClose={() => setSettings((prev) => prev && { ...prev, open: false })}
        />
      )}
      {selected && (
        <ScoreBreakdownDrawer
          key={selected.githubId}
          courseId={courseId}
          githubId={selected.githubId}
          open={selected.open}
          onClose={() => setSelected((prev) => prev && { ...prev, open: false })}
        />
      )}
    </Flex>
  );
}
