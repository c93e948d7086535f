import { Flex } from 'antd';

import type { Resume } from '@/api/model';

import { CvCourses } from './CvCourses';
import { CvFeedbacks } from './CvFeedbacks';
import { CvGratitudes } from './CvGratitudes';
import { CvProfile } from './CvProfile';

// pages.md §8: a CV as readers see it; the owner's view mode and the public page share it.
export function CvView({ resume }: { resume: Resume }) {
  return (
    <Flex vertical gap={16}>
      <CvProfile resume={resume} />
      <CvCourses courses={resume.courses} />
      <CvFeedbacks feedbacks={resume.feedbacks} />
      <CvGratitudes gratitudes={resume.gratitudes} />
    </Flex>
  );
}
