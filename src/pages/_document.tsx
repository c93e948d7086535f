import { createCache, extractStyle } from '@ant-design/cssinjs';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';

// stack-notes.md §3.2: antd's CSS-in-JS styles are extracted into the server-rendered HTML.
export default class AppDocument extends Document {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    const cache = createCache();
    const originalRenderPage = ctx.renderPage;
    ctx.renderPage = () =>
      originalRenderPage({
        // The cache travels as a prop to _app, which wraps the tree in its StyleProvider.
        enhanceApp: (App) =>
          function StyledApp(props) {
            return <App {...props} {...{ styleCache: cache }} />;
          },
      });
    const initialProps = await Document.getInitialProps(ctx);
    return {
      ...initialProps,
      styles: (
        <>
          {initialProps.styles}
          <style dangerouslySetInnerHTML={{ __html: extractStyle(cache, true) }} />
        </>
      ),
    };
  }

  render() {
    return (
      <Html lang="en">
        <Head>
          <link rel="icon" href="/images/logo-rs.svg" type="image/svg+xml" />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
