import { Descriptions, Flex, Tag, Typography } from 'antd';

import type { AutoTestDetails } from '@/api/model';

import { QuestionView } from './QuestionView';

// pages.md §5 "/admin/auto-test-task/[taskId]": the test's description, settings and questions with the right answers.
export function AutoTestView({ autoTest }: { autoTest: AutoTestDetails }) {
  const { settings } = autoTest;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2}>{autoTest.name}</Typography.Title>
      <Descriptions
        column={1}
        items={[
          {
            key: 'url',
            label: 'Description URL',
            children: autoTest.descriptionUrl ? (
              <a href={autoTest.descriptionUrl} target="_blank" rel="noreferrer">
                {autoTest.descriptionUrl}
              </a>
            ) : (
              '–'
            ),
          },
          { key: 'discipline', label: 'Discipline', children: autoTest.discipline?.name ?? '–' },
          {
            key: 'courses',
            label: 'Courses',
            children: autoTest.courses.length
              ? autoTest.courses.map((course) => (
                  <Tag key={course.id} color={course.isActive ? 'green' : 'red'}>
                    {course.name} ({course.isActive ? 'active' : 'inactive'})
                  </Tag>
                ))
              : '–',
          },
          { key: 'tags', label: 'Tags', children: autoTest.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) },
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
      {autoTest.questions.map((question, index) => (
        <QuestionView key={index} question={question} number={index + 1} />
      ))}
    </Flex>
  );
}
