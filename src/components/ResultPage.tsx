import { Button, Result } from 'antd';

export type ResultStatusCode = 403 | 404 | 500;

// pages.md §0.3 "Result pages".
const RESULT_TEXTS: Record<ResultStatusCode, string> = {
  403: 'Sorry, you are not authorized to access this page.',
  404: 'Sorry, the page you visited does not exist.',
  500: 'Sorry, something went wrong.',
};

export function ResultPage({ status }: { status: ResultStatusCode }) {
  return (
    <main>
      <Result
        status={status}
        title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{status}</h1>}
        subTitle={RESULT_TEXTS[status]}
        extra={
          <Button type="primary" href="/">
            Back Home
          </Button>
        }
      />
    </main>
  );
}
