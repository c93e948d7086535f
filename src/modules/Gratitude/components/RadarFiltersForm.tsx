import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Checkbox, DatePicker, Flex, Form, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';

import { useGetHeroesCountries } from '@/api/gratitudes';
import type { Course } from '@/api/model';

import { datePresets, type RadarFilters } from '../utils';

interface RadarFiltersFormProps {
  courses: Course[];
  onSubmit: (filters: RadarFilters) => void;
  // Present for admins only: the CSV of the filters last submitted.
  onExport?: () => void;
}

// pages.md §9 "/heroes" Heroes Radar: Course, Country, Dates (presets 7 / 14 / 30 / 90 days), "Show only not
// activists"; Submit / Clear; "Export CSV". The dates are whole UTC days (R17.4).
export function RadarFiltersForm({ courses, onSubmit, onExport }: RadarFiltersFormProps) {
  const [form] = Form.useForm<RadarFilters>();
  const countries = useGetHeroesCountries({ swr: { revalidateOnFocus: false } });
  const presets = useMemo(() => datePresets(dayjs()), []);
  const clear = () => {
    form.resetFields();
    onSubmit({});
  };
  return (
    <Form<RadarFilters> form={form} layout="inline" onFinish={onSubmit} aria-label="Heroes radar filters">
      <Form.Item name="courseId" label="Course">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Any course"
          style={{ minWidth: 200 }}
          options={courses.map((course) => ({ value: course.id, label: course.name }))}
        />
      </Form.Item>
      <Form.Item name="countryName" label="Country">
        <Select
          allowClear
          showSearch
          placeholder="Any country"
          style={{ minWidth: 180 }}
          loading={countries.isLoading}
          options={(countries.data ?? []).map(({ countryName }) => ({ value: countryName, label: countryName }))}
        />
      </Form.Item>
      <Form.Item name="dates" label="Dates (UTC)">
        <DatePicker.RangePicker presets={presets} allowEmpty={[false, false]} />
      </Form.Item>
      <Form.Item name="notActivist" valuePropName="checked">
        <Checkbox>Show only not activists</Checkbox>
      </Form.Item>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit">
          Submit
        </Button>
        <Button onClick={clear} aria-label="Clear filters">
          Clear
        </Button>
        {onExport && (
          <Button icon={<DownloadOutlined />} onClick={onExport}>
            Export CSV
          </Button>
        )}
      </Flex>
    </Form>
  );
}
