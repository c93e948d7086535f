import { Button } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';

const ConfirmLoginModal = dynamic(() => import('./ConfirmLoginModal').then((mod) => mod.ConfirmLoginModal));

interface ConfirmLoginButtonProps {
  label: string;
  login: string;
  warning: string;
  onConfirm: (login: string) => Promise<void>;
}

// pages.md §0.3 "Confirmations": obfuscation is confirmed by typing the GitHub login (the form loads on demand).
export function ConfirmLoginButton(props: ConfirmLoginButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {props.label}
      </Button>
      {open && <ConfirmLoginModal {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
