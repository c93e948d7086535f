import { theme } from 'antd';
import { useState } from 'react';

import { githubAvatarUrl } from '../utils';

// The mentor's GitHub picture, his initial when it does not load.
export function MentorAvatar({ githubId, name, size = 64 }: { githubId: string; name: string; size?: number }) {
  const { token } = theme.useToken();
  const [failed, setFailed] = useState(false);
  const circle = { width: size, height: size, borderRadius: '50%', flex: 'none' } as const;
  if (failed) {
    return (
      <span
        role="img"
        aria-label={`${githubId} avatar`}
        style={{
          ...circle,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: size / 2.4,
          background: token.colorPrimary,
          color: token.colorTextLightSolid,
        }}
      >
        {(name || githubId).slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={githubAvatarUrl(githubId, size * 2)}
      alt={`${githubId} avatar`}
      width={size}
      height={size}
      style={{ ...circle, objectFit: 'cover' }}
      onError={() => setFailed(true)}
    />
  );
}
