import { StyleProvider, type createCache } from '@ant-design/cssinjs';
import type { AppProps } from 'next/app';
import Head from 'next/head';

import { AppProviders } from '@/components/AppProviders';
import '@/components/layout/global.css';

// styleCache is set only during server rendering, by _document (stack-notes.md §3.2).
type RsSchoolAppProps = AppProps & { styleCache?: ReturnType<typeof createCache> };

export default function RsSchoolApp({ Component, pageProps, styleCache }: RsSchoolAppProps) {
  return (
    <StyleProvider cache={styleCache}>
      <Head>
        <title>App / The Rolling Scopes School</title>
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no" />
      </Head>
      <AppProviders>
        <Component {...pageProps} />
      </AppProviders>
    </StyleProvider>
  );
}
