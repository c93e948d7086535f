import { Card, Flex, Tag, Typography } from 'antd';

import type { ResumeFeedback } from '@/api/model';
import { ENGLISH_LEVEL_NAMES } from '@/hooks/language-names';
import { SOFT_SKILL_NAMES } from '@/hooks/recommendation-names';

import { formatDate } from '../utils';

// pages.md §8 "mentors' feedback": the letters that recommend hiring (R18.3).
export function CvFeedbacks({ feedbacks }: { feedbacks: ResumeFeedback[] }) {
  if (!feedbacks.length) return null;
  return (
    <Card title="Mentors' feedback">
      <Flex vertical gap={16}>
        {feedbacks.map((feedback) => (
          <section key={feedback.id} aria-label={`Feedback from ${feedback.author.name}`}>
            <Typography.Text strong>{feedback.author.name}</Typography.Text>
            <Typography.Text type="secondary">
              {' '}
              · {feedback.courseName} · {formatDate(feedback.createdDate)} · recommends to hire
            </Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: '8px 0' }}>
              {feedback.recommendationComment}
            </Typography.Paragraph>
            <Flex wrap gap={8}>
              {feedback.englishLevel && <Tag>English: {ENGLISH_LEVEL_NAMES[feedback.englishLevel]}</Tag>}
              {feedback.softSkills.map((skill) => (
                <Tag key={skill.id}>
                  {SOFT_SKILL_NAMES[skill.id]}: {skill.value}
                </Tag>
              ))}
            </Flex>
          </section>
        ))}
      </Flex>
    </Card>
  );
}
