import { Button, Col, Divider, Flex, Form, Row, Steps, Typography } from 'antd';
import { useState, type ReactNode } from 'react';

import { setProblemFields } from '@/components/form/form-problem';
import { useNotify } from '@/hooks/useNotify';

import {
  firstOpenStep,
  formValues,
  stageFeedbackBody,
  suggestedScore,
  withStep,
  type StageFeedbackBody,
  type StageFeedbackJson,
  type StageStepValues,
} from '../stage-feedback';
import { STAGE_STEPS, type StageStepId } from '../stage-steps';

import { StageStepFields } from './StageStepFields';

interface StageFeedbackFormProps {
  title: string;
  initial: StageFeedbackJson;
  maxScore: number;
  // `?feedback=off`: every step on one page with one Submit.
  onePage: boolean;
  onSave: (body: StageFeedbackBody) => Promise<unknown>;
  onDone: () => void;
  student: ReactNode;
}

type Values = StageStepValues;

function StepHeader({ step }: { step: (typeof STAGE_STEPS)[number] }) {
  return (
    <>
      <Typography.Title level={4}>{step.title}</Typography.Title>
      <Typography.Paragraph>
        {step.hint} About {step.minutes} min.
      </Typography.Paragraph>
    </>
  );
}

// pages.md §3 "Technical screening": the wizard (left: the step, right: the student and the step list) whose Back and
// Next save each step, the last step completing the interview; or, with `?feedback=off`, the same form on one page.
export function StageFeedbackForm({
  title,
  initial,
  maxScore,
  onePage,
  onSave,
  onDone,
  student,
}: StageFeedbackFormProps) {
  const [form] = Form.useForm<Values>();
  const notify = useNotify();
  const [feedback, setFeedback] = useState(initial);
  const [current, setCurrent] = useState(() => firstOpenStep(initial));
  const [saving, setSaving] = useState(false);
  const missed = Form.useWatch(['introduction', 'interviewResult'], form) === 'missed';
  const step = STAGE_STEPS[current];
  const isLast = current === STAGE_STEPS.length - 1;

  const save = async (next: StageFeedbackJson) => {
    setSaving(true);
    try {
      const body = stageFeedbackBody(next);
      await onSave(body);
      setFeedback(next);
      return body;
    } catch (error) {
      if (!setProblemFields(form, error)) notify.error(error, 'The feedback was not saved');
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  const finish = (body: StageFeedbackBody | undefined) => {
    if (!body?.isCompleted) return false;
    notify.success('The interview feedback has been saved. Thanks!');
    onDone();
    return true;
  };

  const valuesOf = <K extends StageStepId>(id: K) => (form.getFieldValue(id) ?? {}) as StageStepValues[K];

  const goTo = (index: number) => {
    if (STAGE_STEPS[index].id === 'decision' && form.getFieldValue(['decision', 'finalScore']) === undefined) {
      form.setFieldValue(['decision', 'finalScore'], suggestedScore(feedback, maxScore));
    }
    setCurrent(index);
  };

  const next = async () => {
    const saved = await save(withStep(feedback, step.id, valuesOf(step.id)));
    if (!saved || finish(saved) || isLast) return;
    goTo(current + 1);
  };

  const back = async () => {
    const saved = await save(withStep(feedback, step.id, valuesOf(step.id), false));
    if (saved) goTo(current - 1);
  };

  const submitAll = async () => {
    const steps = missed ? STAGE_STEPS.slice(0, 1) : STAGE_STEPS;
    const all = steps.reduce((acc, item) => withStep(acc, item.id, valuesOf(item.id)), feedback);
    finish(await save(all));
  };

  const initialValues = formValues(initial);
  if (initialValues.decision.finalScore === undefined) {
    initialValues.decision = { ...initialValues.decision, finalScore: suggestedScore(initial, maxScore) };
  }

  const heading = <Typography.Title level={3}>{title}</Typography.Title>;
  if (onePage) {
    const steps = missed ? STAGE_STEPS.slice(0, 1) : STAGE_STEPS;
    return (
      <>
        {heading}
        <Row gutter={[24, 24]}>
          <Col xs={24} md={16}>
            <Form form={form} layout="vertical" initialValues={initialValues} onFinish={() => void submitAll()}>
              {steps.map((item) => (
                <section key={item.id} aria-label={item.title}>
                  <StepHeader step={item} />
                  <StageStepFields step={item.id} maxScore={maxScore} />
                  <Divider />
                </section>
              ))}
              <Button type="primary" htmlType="submit" loading={saving}>
                Submit
              </Button>
            </Form>
          </Col>
          <Col xs={24} md={8}>
            {student}
          </Col>
        </Row>
      </>
    );
  }

  return (
    <>
      {heading}
      <Row gutter={[24, 24]}>
        <Col xs={24} md={16}>
          <Form form={form} layout="vertical" initialValues={initialValues} onFinish={() => void next()}>
            <StepHeader step={step} />
            <StageStepFields step={step.id} maxScore={maxScore} />
            <Flex gap={8}>
              {current > 0 && (
                <Button onClick={() => void back()} disabled={saving}>
                  Back
                </Button>
              )}
              <Button type="primary" htmlType="submit" loading={saving}>
                {isLast || (step.id === 'introduction' && missed) ? 'Submit' : 'Next'}
              </Button>
            </Flex>
          </Form>
        </Col>
        <Col xs={24} md={8}>
          <Flex vertical gap={16}>
            {student}
            <Steps
              orientation="vertical"
              size="small"
              current={current}
              items={STAGE_STEPS.map((item) => ({ title: item.title, description: item.summary }))}
            />
          </Flex>
        </Col>
      </Row>
    </>
  );
}
