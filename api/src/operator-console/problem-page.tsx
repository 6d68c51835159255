/**
 * The console's answers that are no page of their own: a problem (not found, forbidden, a form
 * refused) with a link back, and "method not allowed".
 */
import { ConsoleLayout, type Html, renderPage, type Viewer } from './layout';

export function ProblemPage({ title, text, viewer = null }: { title: string; text: string; viewer?: Viewer | null }) {
  return (
    <ConsoleLayout title={title} viewer={viewer}>
      <p>{text}</p>
      <p>
        <a href={viewer ? '/operator/' : '/operator/login'}>{viewer ? 'Back to the console' : 'To the login'}</a>
      </p>
    </ConsoleLayout>
  );
}

export function problemPageHtml(title: string, text: string, viewer: Viewer | null = null): Html {
  return renderPage(<ProblemPage title={title} text={text} viewer={viewer} />);
}

export function methodNotAllowedPage(): Html {
  return renderPage(<ConsoleLayout title="Method not allowed" />);
}
