import { Alert, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';

import { useGetAutoTest } from '@/api/auto-tests';
import { ResultPage } from '@/components/ResultPage';
import { problemDetail, problemStatus } from '@/hooks/problem';

import { QuestionView } from '../components/QuestionView';

// pages.md §5 "/admin/auto-test-task/[taskId]": read-only, with the correct answers marked; unknown id → 404 result.
export function AdminAutoTestTaskPage({ taskId }: { taskId: number | undefined }) {
  const valid = taskId !== undefined && Number.isInteger(taskId) && taskId > 0;
  const { data, error, isLoading } = useGetAutoTest(valid ? taskId : 0, {
    swr: { enabled: valid, revalidateOnFocus: false },
  });
  if (!valid || problemStatus(error) === 404 || problemStatus(error) === 400) return <ResultPage status={404} />;
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Alert type="error" showIcon title={problemDetail(error)} />;
  const { settings } = data;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2}>{data.name}</Typography.Title>
      <Descriptions
        column={1}
        items={[
          {
            key: 'url',
            label: 'Description URL',
            children: data.descriptionUrl ? (
              <a href={data.descriptionUrl} target="_blank" rel="noreferrer">
                {data.descriptionUrl}
              </a>
            ) : (
              '–'
            ),
          },
          { key: 'discipline', label: 'Discipline', children: data.discipline?.name ?? '–' },
          {
            key: 'courses',
            label: 'Courses',
            children: data.courses.length
              ? data.courses.map((course) => (
                  <Tag key={course.id} color={course.isActive ? 'green' : 'red'}>
                    {course.name} ({course.isActive ? 'active' : 'inactive'})
                  </Tag>
                ))
              : '–',
          },
          { key: 'tags', label: 'Tags', children: data.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) },
        ]}
      />
      <Descriptions
        title="Test Settings"
        bordered
        size="small"
        column={1}
        items={[
          { key: 'attempts', label: 'Max attempts', children: settings.maxAttemptsNumber },
          { key: 'questions', label: 'Number of questions', children: settings.numberOfQuestions },
          { key: 'threshold', label: 'Threshold', children: `${settings.thresholdPercentage}%` },
          { key: 'strict', label: 'Strict attempts mode', children: settings.strictAttemptsMode ? 'Yes' : 'No' },
          {
            key: 'hours',
            label: 'One attempt per number of hours',
            children: settings.oneAttemptPerNumberOfHours,
          },
        ]}
      />
      {data.questions.map((question, index) => (
        <QuestionView key={index} question={question} number={index + 1} />
      ))}
    </Flex>
  );
}
