import type { EducationRecord } from '@/api/model';

import { CARD_VISIBILITY } from '../constants';
import { Muted } from './Muted';
import { ProfileCard, type OwnerTools } from './ProfileCard';

// pages.md §7 Education card.
export function EducationCard({ education, owner }: { education: EducationRecord[] | undefined; owner?: OwnerTools }) {
  const entries = education ?? [];
  return (
    <ProfileCard title="Education" owner={owner} editor="education" visibility={CARD_VISIBILITY.education}>
      {entries.length ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry, index) => (
            <li key={`${entry.university}-${index}`} style={{ marginBottom: 8 }}>
              <strong>{entry.university}</strong>
              <br />
              <Muted>{[entry.faculty, entry.graduationYear].filter(Boolean).join(', ')}</Muted>
            </li>
          ))}
        </ul>
      ) : (
        <Muted>No education yet</Muted>
      )}
    </ProfileCard>
  );
}
