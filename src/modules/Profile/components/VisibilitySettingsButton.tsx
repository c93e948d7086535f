import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { Button } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';

import type { ProfileInfoUpdate, ProfilePermissionSettings } from '@/api/model';

import type { VisibilityOption } from '../constants';

const VisibilitySettingsModal = dynamic(() =>
  import('./VisibilitySettingsModal').then((mod) => mod.VisibilitySettingsModal),
);

interface VisibilitySettingsButtonProps {
  title: string;
  options: VisibilityOption[];
  settings: ProfilePermissionSettings;
  save: (update: ProfileInfoUpdate) => Promise<void>;
}

// pages.md §7: the owner opens a card's visibility settings; the form loads on demand.
export function VisibilitySettingsButton(props: VisibilitySettingsButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="text"
        icon={<SettingOutlined />}
        aria-label={`Visibility settings: ${props.title}`}
        onClick={() => setOpen(true)}
      />
      {open && <VisibilitySettingsModal {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
