import { Checkbox, Drawer, Flex, Select, Tag, Typography } from 'antd';
import { useMemo } from 'react';

import type { ScheduleTag } from '@/api/model';

import { EVENT_TYPE_LABELS, OPTIONAL_COLUMNS, TAG_COLOR_CHOICES, TAG_LABELS, type ScheduleColumn } from '../constants';
import type { ScheduleSettings } from '../hooks/useScheduleSettings';
import { timeZoneOptions } from '../utils';

// Each colour is named in words next to its swatch.
const colorOptions = TAG_COLOR_CHOICES.map((color) => ({
  value: color,
  title: color,
  label: <Tag color={color}>{color}</Tag>,
}));

interface SettingsDrawerProps {
  open: boolean;
  settings: ScheduleSettings;
  eventTypes: string[];
  onClose: () => void;
}

// pages.md §11 settings drawer: time zone, visible columns, event types, tag colours; every choice is remembered.
export function SettingsDrawer({ open, settings, eventTypes, onClose }: SettingsDrawerProps) {
  const zones = useMemo(() => timeZoneOptions().map((zone) => ({ value: zone, label: zone })), []);
  const shownColumns = OPTIONAL_COLUMNS.filter((column) => !settings.hiddenColumns.includes(column.key));
  const shownEventTypes = eventTypes.filter((type) => !settings.hiddenEventTypes.includes(type));
  return (
    <Drawer title="Schedule settings" open={open} onClose={onClose}>
      <Flex vertical gap={24}>
        <label>
          <Typography.Title level={5}>Time zone</Typography.Title>
          <Select
            aria-label="Time zone"
            showSearch
            style={{ width: '100%' }}
            options={zones}
            value={settings.timeZone}
            onChange={settings.setTimeZone}
          />
        </label>
        <div>
          <Typography.Title level={5}>Visible columns</Typography.Title>
          <Checkbox.Group
            options={OPTIONAL_COLUMNS.map((column) => ({ value: column.key, label: column.label }))}
            value={shownColumns.map((column) => column.key)}
            onChange={(shown: ScheduleColumn[]) =>
              settings.setHiddenColumns(
                OPTIONAL_COLUMNS.map((column) => column.key).filter((key) => !shown.includes(key)),
              )
            }
          />
        </div>
        <div>
          <Typography.Title level={5}>Event types</Typography.Title>
          {eventTypes.length === 0 ? (
            <Typography.Text type="secondary">This course has no events.</Typography.Text>
          ) : (
            <Checkbox.Group
              options={eventTypes.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] ?? type }))}
              value={shownEventTypes}
              onChange={(shown: string[]) =>
                settings.setHiddenEventTypes(eventTypes.filter((type) => !shown.includes(type)))
              }
            />
          )}
        </div>
        <div>
          <Typography.Title level={5}>Tag colours</Typography.Title>
          <Flex vertical gap={8}>
            {(Object.keys(TAG_LABELS) as ScheduleTag[]).map((tag) => (
              <Flex key={tag} gap={8} align="center" justify="space-between">
                <span>{TAG_LABELS[tag]}</span>
                <Select
                  aria-label={`Colour of ${TAG_LABELS[tag]}`}
                  size="small"
                  style={{ width: 140 }}
                  value={settings.tagColors[tag]}
                  options={colorOptions}
                  onChange={(color: string) => settings.setTagColors({ ...settings.tagColors, [tag]: color })}
                />
              </Flex>
            ))}
          </Flex>
        </div>
      </Flex>
    </Drawer>
  );
}
