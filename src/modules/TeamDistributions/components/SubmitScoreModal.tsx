import { Alert, App, Form, Modal, Select, Table, Typography } from 'antd';
import { useState } from 'react';

import type { TeamDistribution, TeamScorePreview } from '@/api/model';
import { useGetCourseTasks } from '@/api/course-tasks';
import { submitTeamScore, usePreviewTeamScore } from '@/api/team-distributions';
import { problemDetail } from '@/hooks/problem';
import { useNotify } from '@/hooks/useNotify';

interface SubmitScoreModalProps {
  courseId: number;
  distribution: TeamDistribution;
  onDone: () => void;
  onClose: () => void;
}

// pages.md §10 "Submit score": pick a course task, see what would be written per team (GET writes nothing), confirm
// (rules.md R12.8: the best member's score goes to every member; the distribution becomes completed).
export function SubmitScoreModal({ courseId, distribution, onDone, onClose }: SubmitScoreModalProps) {
  const { modal } = App.useApp();
  const notify = useNotify();
  const [courseTaskId, setCourseTaskId] = useState<number>();
  const tasks = useGetCourseTasks(courseId, undefined, { swr: { revalidateOnFocus: false } });
  const preview = usePreviewTeamScore(courseId, distribution.id, courseTaskId ?? 0, {
    swr: { revalidateOnFocus: false },
  });
  // Tasks linked to this distribution come first (course_task.team_distribution_id).
  const options = [...(tasks.data ?? [])]
    .sort((a, b) => Number(b.teamDistributionId === distribution.id) - Number(a.teamDistributionId === distribution.id))
    .map((task) => ({ value: task.id, label: task.name }));
  const plan = preview.data ?? [];
  const members = plan.reduce((sum, team) => sum + team.members.length, 0);

  const confirm = () =>
    void modal.confirm({
      title: 'Submit the team score?',
      content: `${members} students of ${plan.length} teams get their team's score.`,
      okText: 'Submit',
      onOk: async () => {
        try {
          const result = await submitTeamScore(courseId, distribution.id, courseTaskId as number);
          notify.success('Score has been submitted.', `Updated: ${result.updated}`);
          onDone();
          onClose();
        } catch (failure) {
          notify.error(failure);
        }
      },
    });

  return (
    <Modal
      title={`Submit score: ${distribution.name}`}
      open
      width={720}
      okText="Submit score"
      okButtonProps={{ disabled: !courseTaskId || plan.length === 0 }}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Task" htmlFor="submit-score-task">
          <Select
            id="submit-score-task"
            showSearch={{ optionFilterProp: 'label' }}
            loading={tasks.isLoading}
            options={options}
            value={courseTaskId}
            onChange={setCourseTaskId}
            placeholder="Select a task"
          />
        </Form.Item>
      </Form>
      {preview.error && <Alert type="error" showIcon title={problemDetail(preview.error)} />}
      {courseTaskId && (
        <Table<TeamScorePreview>
          rowKey="teamId"
          size="small"
          loading={preview.isLoading}
          dataSource={plan}
          pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
          locale={{ emptyText: 'No team has a score for this task' }}
          columns={[
            { key: 'team', title: 'Team', render: (_, team) => team.teamName },
            { key: 'score', title: 'Team score', align: 'right', render: (_, team) => team.score },
            {
              key: 'members',
              title: 'Members (current → new)',
              render: (_, team) => (
                <Typography.Text>
                  {team.members.map((m) => `${m.githubId}: ${m.current ?? '–'} → ${m.new}`).join(', ')}
                </Typography.Text>
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
