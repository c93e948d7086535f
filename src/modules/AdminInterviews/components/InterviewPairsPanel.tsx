import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Checkbox, Flex } from 'antd';
import { useState } from 'react';

import type { Interview } from '@/api/model';
import { problemDetail } from '@/hooks/problem';

import type { useInterviewPairs } from '../hooks/useInterviewPairs';

import { InterviewPairsTable, type InterviewPairView } from './InterviewPairsTable';
import { PairModal } from './PairModal';

interface InterviewPairsPanelProps {
  courseId: number;
  interview: Interview;
  canManage: boolean;
  // The page asks for the pairs before this chunk arrives.
  pairsOfInterview: ReturnType<typeof useInterviewPairs>;
}

type Dialog = { kind: 'create' } | { kind: 'change'; pair: InterviewPairView };

// pages.md §4: the managers' toolbar ("No Registration" for the screening, "Create Interview Pairs", "Create
// interview") above the table of pairs; supervisors see the table only.
export function InterviewPairsPanel({ courseId, interview, canManage, pairsOfInterview }: InterviewPairsPanelProps) {
  const isStage = interview.type === 'stage-interview';
  const { pairs, error, isLoading, confirmDistribution, create, changeInterviewer, cancel } = pairsOfInterview;
  const [noRegistration, setNoRegistration] = useState(false);
  const [dialog, setDialog] = useState<Dialog>();
  return (
    <Flex vertical gap={16}>
      {canManage && (
        <Flex wrap gap={16} align="center">
          {isStage && (
            <Checkbox checked={noRegistration} onChange={(event) => setNoRegistration(event.target.checked)}>
              No Registration
            </Checkbox>
          )}
          <Button type="primary" onClick={() => confirmDistribution(!(isStage && noRegistration))}>
            Create Interview Pairs
          </Button>
          <Button icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
            {isStage ? 'Create interview' : 'Create Interview'}
          </Button>
        </Flex>
      )}
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      <InterviewPairsTable
        pairs={pairs}
        loading={isLoading}
        isStage={isStage}
        canManage={canManage}
        onChangeInterviewer={(pair) => setDialog({ kind: 'change', pair })}
        onCancel={cancel}
      />
      {dialog && (
        <PairModal
          courseId={courseId}
          student={dialog.kind === 'change' ? dialog.pair.student : undefined}
          onSubmit={(values) => (dialog.kind === 'change' ? changeInterviewer(dialog.pair, values) : create(values))}
          onClose={() => setDialog(undefined)}
        />
      )}
    </Flex>
  );
}
