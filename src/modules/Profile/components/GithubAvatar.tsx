import { theme } from 'antd';
import { useState } from 'react';

// The GitHub picture of the user, his initial when it does not load (pages.md §0.4). A plain image: antd Avatar
// brings its group popover into the page's first load.
export function GithubAvatar({ githubId, name }: { githubId: string; name: string }) {
  const { token } = theme.useToken();
  const [failed, setFailed] = useState(false);
  const size = 96;
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
          fontSize: 40,
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
      src={`https://github.com/${encodeURIComponent(githubId)}.png?size=192`}
      alt={`${githubId} avatar`}
      width={size}
      height={size}
      style={{ ...circle, objectFit: 'cover' }}
      onError={() => setFailed(true)}
    />
  );
}
