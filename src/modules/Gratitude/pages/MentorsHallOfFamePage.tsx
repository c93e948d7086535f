import { Spin } from 'antd';
import dynamic from 'next/dynamic';

// The cards, the segmented switch and the grid load in their own chunk: a public page's first load stays small.
const HallOfFame = dynamic(() => import('../components/HallOfFame').then((mod) => mod.HallOfFame), {
  loading: () => (
    <Spin description="Loading top mentors...">
      <div style={{ minHeight: 160 }} />
    </Spin>
  ),
});

// pages.md §9 "/mentors-hall-of-fame" (public): mentors by certified mentees (R17.5), last year or all time.
export function MentorsHallOfFamePage() {
  return <HallOfFame />;
}
