import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BulbOutlined from '@ant-design/icons/BulbOutlined';
import CodeOutlined from '@ant-design/icons/CodeOutlined';
import CoffeeOutlined from '@ant-design/icons/CoffeeOutlined';
import FireOutlined from '@ant-design/icons/FireOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import LikeOutlined from '@ant-design/icons/LikeOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import RiseOutlined from '@ant-design/icons/RiseOutlined';
import SmileOutlined from '@ant-design/icons/SmileOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import SoundOutlined from '@ant-design/icons/SoundOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import { theme } from 'antd';

import type { BadgeId } from '@/api/model';

import { badgeName } from '../utils';

const icons: Record<BadgeId, typeof SmileOutlined> = {
  Congratulations: GiftOutlined,
  Expert_help: BulbOutlined,
  Great_speaker: SoundOutlined,
  Good_job: LikeOutlined,
  Helping_hand: HeartOutlined,
  Hero: ThunderboltOutlined,
  Thank_you: SmileOutlined,
  Outstanding_work: StarOutlined,
  Top_performer: RiseOutlined,
  Job_Offer: SolutionOutlined,
  RS_activist: FireOutlined,
  Jury_Team: AuditOutlined,
  Mentor: ReadOutlined,
  Contributor: CodeOutlined,
  Coordinator: ApartmentOutlined,
  Thanks: CoffeeOutlined,
};

// One icon per badge of the seed (R17.1). Named for screen readers unless a visible label stands beside it.
export function BadgeIcon({
  badgeId,
  size = 20,
  labelled = true,
}: {
  badgeId: BadgeId;
  size?: number;
  labelled?: boolean;
}) {
  const { token } = theme.useToken();
  const Icon = icons[badgeId];
  return (
    <span role={labelled ? 'img' : undefined} aria-label={labelled ? badgeName(badgeId) : undefined}>
      <Icon aria-hidden style={{ fontSize: size, color: token.colorPrimaryText }} />
    </span>
  );
}
