import { Result } from 'antd';

import { NOT_VISIBLE_TEXT } from '../constants';

// pages.md §7 and §13: a profile the caller may not see, or no such user, answers the same way.
export function NotVisibleResult() {
  return <Result status="403" title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{NOT_VISIBLE_TEXT}</h1>} />;
}
