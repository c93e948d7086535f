import { Button } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';

const EndorsementModal = dynamic(() => import('./EndorsementModal').then((mod) => mod.EndorsementModal));

// pages.md §7 Mentor Statistics: the admin's "Endorsement" button; the modal and its data load when opened.
export function EndorsementButton({ githubId }: { githubId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Endorsement
      </Button>
      {open && <EndorsementModal githubId={githubId} onClose={() => setOpen(false)} />}
    </>
  );
}
