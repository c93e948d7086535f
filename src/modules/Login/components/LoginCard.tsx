import GithubOutlined from '@ant-design/icons/GithubOutlined';
import { Button, Card, Flex, theme } from 'antd';

import { ThemeSwitch } from '@/components/ThemeSwitch';

export function LoginCard({ githubHref, disabled = false }: { githubHref: string; disabled?: boolean }) {
  const { token } = theme.useToken();
  return (
    <Card style={{ maxWidth: 420, width: '100%' }}>
      <Flex vertical align="center" gap={16}>
        <Flex justify="flex-end" style={{ width: '100%' }}>
          <ThemeSwitch />
        </Flex>
        <img src="/images/logo-rs.svg" width={96} height={96} alt="RS School logo" />
        <h1 style={{ margin: 0, textAlign: 'center', fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>
          Please login via GitHub
        </h1>
        <p style={{ margin: 0, color: token.colorText }}>You need a GitHub account to use the app.</p>
        <Button
          type="primary"
          size="large"
          icon={<GithubOutlined />}
          href={disabled ? undefined : githubHref}
          disabled={disabled}
        >
          Sign in with GitHub
        </Button>
      </Flex>
    </Card>
  );
}
