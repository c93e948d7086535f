import { Typography } from 'antd';

// pages.md §2: what the student commits to when registering, and that an interviewer is not guaranteed.
export function RegisterConfirmContent() {
  return (
    <>
      <Typography.Paragraph>You are committing to:</Typography.Paragraph>
      <ul>
        <li>contact the assigned interviewer in time;</li>
        <li>take part in the interview.</li>
      </ul>
      <Typography.Paragraph>
        We do not guarantee you will get an interviewer: it depends on your score and on how many mentors are available.
      </Typography.Paragraph>
    </>
  );
}
