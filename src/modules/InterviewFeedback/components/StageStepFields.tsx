import { Checkbox, Form, Input, InputNumber, Radio } from 'antd';

import { CODING_LEVELS, ENGLISH_LEVELS, QUESTION_POOLS, THEORY_LEVELS, type StageStepId } from '../stage-steps';

import { RatedQuestions, validateRatedQuestions } from './RatedQuestions';

const MAX_TEXT = 5000;
const textRules = [{ max: MAX_TEXT, message: `At most ${MAX_TEXT} characters` }];
const englishOptions = ENGLISH_LEVELS.map((level) => ({ value: level, label: level }));

function Comment({ step, label = 'Your comment' }: { step: StageStepId; label?: string }) {
  return (
    <Form.Item name={[step, 'comment']} label={label} rules={textRules}>
      <Input.TextArea rows={3} />
    </Form.Item>
  );
}

function Introduction() {
  const form = Form.useFormInstance();
  const result = Form.useWatch(['introduction', 'interviewResult'], form);
  return (
    <>
      <Form.Item
        name={['introduction', 'interviewResult']}
        label="Did the student show up for the interview?"
        rules={[{ required: true, message: 'Tell whether the interview took place' }]}
      >
        <Radio.Group
          aria-label="Did the student show up for the interview?"
          options={[
            { value: 'completed', label: "Yes, it's ok." },
            { value: 'missed', label: 'No, the interview did not take place.' },
          ]}
        />
      </Form.Item>
      {result === 'missed' && (
        <Form.Item
          name={['introduction', 'missedReason']}
          label="Why did the interview not take place?"
          rules={[{ required: true, message: 'Choose a reason' }]}
        >
          <Radio.Group
            aria-label="Why did the interview not take place?"
            options={[
              { value: 'reason', label: 'The student has a significant reason.' },
              { value: 'ignores', label: 'The student does not answer the interviewer.' },
              { value: 'self-study', label: 'The student continues studying on their own.' },
            ]}
          />
        </Form.Item>
      )}
      <Comment step="introduction" />
    </>
  );
}

function Questions({ step }: { step: 'theory' | 'practice' }) {
  const label =
    step === 'theory' ? 'What questions did the student answer?' : 'What task did the student have to solve?';
  return (
    <>
      <Form.Item name={[step, 'questions']} label={label} rules={[{ validator: validateRatedQuestions }]}>
        <RatedQuestions pool={QUESTION_POOLS[step]} levels={step === 'theory' ? THEORY_LEVELS : CODING_LEVELS} />
      </Form.Item>
      <Comment step={step} />
    </>
  );
}

function English() {
  return (
    <>
      <Form.Item
        name={['english', 'englishCertificate']}
        label="Certified level of English"
        extra="Mark it if the student has a certificate proving their English level."
        rules={[{ required: true, message: 'Choose the certified level, or "No certificate"' }]}
      >
        <Radio.Group
          aria-label="Certified level of English"
          optionType="button"
          options={[{ value: 'none', label: 'No certificate' }, ...englishOptions]}
        />
      </Form.Item>
      <Form.Item
        name={['english', 'selfAssessment']}
        label="English level by the interviewer's opinion"
        extra="Your own opinion; it does not change the score."
        rules={[{ required: true, message: 'Choose the English level' }]}
      >
        <Radio.Group
          aria-label="English level by the interviewer's opinion"
          optionType="button"
          options={englishOptions}
        />
      </Form.Item>
      <Comment step="english" label="Where did the student learn English? Your comment" />
    </>
  );
}

function Decision({ maxScore }: { maxScore: number }) {
  return (
    <>
      <Form.Item
        name={['decision', 'finalScore']}
        label={`Final score (0–${maxScore})`}
        extra="Proposed from your ratings; you may change it."
        rules={[
          { required: true, message: 'Enter the final score' },
          { type: 'number', min: 0, max: maxScore, message: `The score is between 0 and ${maxScore}` },
        ]}
      >
        <InputNumber min={0} max={maxScore} precision={0} />
      </Form.Item>
      <Form.Item name={['decision', 'isGoodCandidate']} valuePropName="checked">
        <Checkbox>The student is a good candidate for mentoring.</Checkbox>
      </Form.Item>
      <Form.Item
        name={['decision', 'decision']}
        label="Do you want to mentor this student?"
        rules={[{ required: true, message: 'Choose whether you will mentor the student' }]}
      >
        <Radio.Group
          aria-label="Do you want to mentor this student?"
          options={[
            { value: 'yes', label: 'Yes, I will mentor this student.' },
            { value: 'no', label: "No, I won't." },
          ]}
        />
      </Form.Item>
      <Form.Item name={['decision', 'redFlags']} label="Red flags" rules={textRules}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item
        name={['decision', 'commentToStudent']}
        label="Comment to the student"
        extra="The student sees it with the result."
        rules={textRules}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </>
  );
}

// pages.md §3: the fields of one Technical screening step, named [step, field] so one form holds every step.
export function StageStepFields({ step, maxScore }: { step: StageStepId; maxScore: number }) {
  switch (step) {
    case 'introduction':
      return <Introduction />;
    case 'theory':
    case 'practice':
      return <Questions step={step} />;
    case 'english':
      return <English />;
    case 'decision':
      return <Decision maxScore={maxScore} />;
  }
}
