import { CARD_VISIBILITY } from '../constants';
import { Muted } from './Muted';
import { ProfileCard, type OwnerTools } from './ProfileCard';

// pages.md §7 About card.
export function AboutCard({ aboutMyself, owner }: { aboutMyself: string | null | undefined; owner?: OwnerTools }) {
  return (
    <ProfileCard title="About" owner={owner} editor="about" visibility={CARD_VISIBILITY.about}>
      {aboutMyself ? (
        <p style={{ whiteSpace: 'pre-line', margin: 0 }}>{aboutMyself}</p>
      ) : (
        <Muted>Nothing here yet</Muted>
      )}
    </ProfileCard>
  );
}
