import { Card, Flex } from 'antd';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';

import type { ProfileInfo, ProfileInfoUpdate, ProfilePermissionSettings } from '@/api/model';
import { EditButton } from '@/components/table/EditButton';

import type { EditorKind, VisibilityOption } from '../constants';
import { VisibilitySettingsButton } from './VisibilitySettingsButton';

// Forms load only when the owner opens one (DESIGN.md "Performance": first-load JavaScript per page).
const EditorModal = dynamic(() => import('./EditorModal').then((mod) => mod.EditorModal));

// Present only while the owner looks at his own profile.
export interface OwnerTools {
  profile: ProfileInfo;
  settings: ProfilePermissionSettings;
  save: (update: ProfileInfoUpdate) => Promise<void>;
}

interface ProfileCardProps {
  title: string;
  owner?: OwnerTools;
  editor?: EditorKind;
  visibility?: VisibilityOption[];
  extra?: ReactNode;
  children: ReactNode;
}

// pages.md §7: one card of the profile; the owner edits it and sets who may see it (settings modal per card).
export function ProfileCard({ title, owner, editor, visibility, extra, children }: ProfileCardProps) {
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <Card
      title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{title}</h2>}
      extra={
        <Flex gap={4} align="center">
          {extra}
          {owner && editor && <EditButton itemName={title} onClick={() => setEditing(Date.now())} />}
          {owner && visibility && (
            <VisibilitySettingsButton title={title} options={visibility} settings={owner.settings} save={owner.save} />
          )}
        </Flex>
      }
    >
      {children}
      {owner && editor && editing !== null && (
        <EditorModal
          key={editing}
          kind={editor}
          title={`Edit ${title}`}
          owner={owner}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
