import { Flex } from 'antd';

import type { ProfileInfoGeneralInfo } from '@/api/model';
import { ENGLISH_LEVEL_NAMES, LANGUAGE_NAMES } from '@/hooks/language-names';

import { CARD_VISIBILITY } from '../constants';
import { Chip } from './Chip';
import { Muted } from './Muted';
import { ProfileCard, type OwnerTools } from './ProfileCard';

// pages.md §7 Languages card: spoken languages, and the English level where the viewer may see it (R19.2).
export function LanguagesCard({ generalInfo, owner }: { generalInfo: ProfileInfoGeneralInfo; owner?: OwnerTools }) {
  const { languages, englishLevel } = generalInfo;
  return (
    <ProfileCard title="Languages" owner={owner} editor="languages" visibility={CARD_VISIBILITY.languages}>
      <Flex vertical gap={8}>
        {languages.length ? (
          <Flex wrap gap={4}>
            {languages.map((language) => (
              <Chip key={language}>{LANGUAGE_NAMES[language]}</Chip>
            ))}
          </Flex>
        ) : (
          <Muted>No languages yet</Muted>
        )}
        {englishLevel && <span>English: {ENGLISH_LEVEL_NAMES[englishLevel]}</span>}
      </Flex>
    </ProfileCard>
  );
}
