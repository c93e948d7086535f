import { Alert, Flex } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';

import { LoadingScreen } from '@/components/LoadingScreen';
import { problemDetail } from '@/hooks/problem';

import { ConsentWarning } from '../components/ConsentWarning';
import { useMyCv } from '../hooks/useMyCv';

// The form (date picker, selects) and the view load in their own chunks, keeping the page's first load small; the
// page's own requests start at once (useMyCv below), not after the chunks.
const CvForm = dynamic(() => import('../components/CvForm').then((module) => module.CvForm), {
  loading: () => <LoadingScreen />,
});
const CvToolbar = dynamic(() => import('../components/CvToolbar').then((module) => module.CvToolbar));
const CvView = dynamic(() => import('../components/CvView').then((module) => module.CvView), {
  loading: () => <LoadingScreen />,
});

// pages.md §8 "/cv/edit" ("My CV"): the consent warning, then the CV in view mode with its actions, or the form.
export function CvEditPage() {
  const cv = useMyCv();
  const [editing, setEditing] = useState(false);
  if (cv.error) return <Alert type="error" showIcon title={problemDetail(cv.error)} />;
  if (cv.loading || !cv.consent) return <LoadingScreen />;
  if (!cv.consent.consent) {
    return <ConsentWarning onCreate={() => cv.create().then(() => setEditing(true))} />;
  }
  if (!cv.resume) return <LoadingScreen />;
  if (editing) {
    return (
      <CvForm
        resume={cv.resume}
        onSave={(form) => cv.save(form).then(() => setEditing(false))}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      <CvToolbar
        resume={cv.resume}
        onEdit={() => setEditing(true)}
        onProlong={cv.prolong}
        onSetHidden={cv.setHidden}
        onDelete={cv.withdraw}
      />
      <CvView resume={cv.resume} />
    </Flex>
  );
}
