import DownOutlined from '@ant-design/icons/DownOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { Button, Dropdown, Flex, Typography, type MenuProps } from 'antd';

import type { ScheduleActions } from '../hooks/useScheduleActions';

interface ScheduleToolbarProps {
  timeZone: string;
  isManager: boolean;
  canExport: boolean;
  narrow: boolean;
  actions: ScheduleActions;
  onSettings: () => void;
  onCopyFrom: () => void;
}

// pages.md §11: manager buttons, the "More" menu and the settings button; the chosen zone is always named.
export function ScheduleToolbar(props: ScheduleToolbarProps) {
  const { timeZone, isManager, canExport, narrow, actions } = props;
  const items: MenuProps['items'] = [
    { key: 'copy-ical', label: 'Copy iCal Link', onClick: () => void actions.copyIcalLink() },
    { key: 'download-ical', label: 'Download iCal', onClick: () => void actions.downloadIcal() },
    ...(canExport ? [{ key: 'export-csv', label: 'Export CSV', onClick: () => void actions.exportCsv() }] : []),
    ...(isManager ? [{ key: 'copy-from', label: 'Copy from', onClick: props.onCopyFrom }] : []),
  ];
  return (
    <Flex wrap gap={8} align="center" justify="space-between">
      <Typography.Text type="secondary">Time zone: {timeZone}</Typography.Text>
      <Flex wrap gap={8}>
        {isManager && (
          <>
            <Button href="/course/admin/events">+ Event</Button>
            <Button href="/course/admin/tasks">+ Task</Button>
          </>
        )}
        <Dropdown menu={{ items }} trigger={['click']}>
          <Button>
            More <DownOutlined />
          </Button>
        </Dropdown>
        {!narrow && (
          <Button icon={<SettingOutlined />} aria-label="Schedule settings" onClick={props.onSettings}>
            Settings
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
