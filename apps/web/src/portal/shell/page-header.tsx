import type { ReactNode } from 'react';

/** The heading of a portal page: title, a line of explanation and the page's main actions. */
export const PageHeader = ({
  title,
  description,
  extra,
}: {
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
}) => (
  <header className="pt-page-header">
    <div>
      <h1>{title}</h1>
      {description ? <p>{description}</p> : null}
    </div>
    {extra ? <div className="pt-page-actions">{extra}</div> : null}
  </header>
);
