import { Alert, Button, Empty, Flex, Form, Input, Pagination, Select, Spin } from 'antd';
import { useMemo } from 'react';

import type { Course } from '@/api/model';
import { viewerTimeZone } from '@/components/form/date-time';
import { problemDetail } from '@/hooks/problem';

import { FEED_PAGE_SIZE } from '../constants';
import { useGratitudeFeed, type FeedFilters } from '../hooks/useGratitudeFeed';
import { GratitudeMasonry } from './GratitudeMasonry';

// pages.md §9 "/heroes" Gratitudes: filters Name, GitHub, Course; Submit / Clear; the cards, 20 a page.
export function GratitudeFeed({ courses }: { courses: Course[] }) {
  const feed = useGratitudeFeed();
  const [form] = Form.useForm<FeedFilters>();
  const timeZone = useMemo(viewerTimeZone, []);
  const clear = () => {
    form.resetFields();
    feed.setFilters({});
  };

  return (
    <Flex vertical gap={16}>
      <Form<FeedFilters> form={form} layout="inline" onFinish={feed.setFilters} aria-label="Gratitude filters">
        <Form.Item name="name" label="Name">
          <Input allowClear placeholder="Recipient name" />
        </Form.Item>
        <Form.Item name="githubId" label="GitHub">
          <Input allowClear placeholder="Recipient login" />
        </Form.Item>
        <Form.Item name="courseId" label="Course">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Any course"
            style={{ minWidth: 200 }}
            options={courses.map((course) => ({ value: course.id, label: course.name }))}
          />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            Submit
          </Button>
          <Button onClick={clear} aria-label="Clear filters">
            Clear
          </Button>
        </Flex>
      </Form>
      {feed.error ? <Alert type="error" showIcon title={problemDetail(feed.error)} /> : null}
      <Spin spinning={feed.loading} description="Loading gratitudes...">
        {feed.loaded && feed.gratitudes.length === 0 ? (
          <Empty description="No gratitudes for these filters" />
        ) : (
          <GratitudeMasonry gratitudes={feed.gratitudes} timeZone={timeZone} />
        )}
      </Spin>
      {feed.total > FEED_PAGE_SIZE && (
        <Pagination
          align="center"
          current={feed.current}
          pageSize={FEED_PAGE_SIZE}
          total={feed.total}
          showSizeChanger={false}
          onChange={feed.setPage}
        />
      )}
    </Flex>
  );
}
