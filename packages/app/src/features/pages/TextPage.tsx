import type { ReactNode } from 'react';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { usePageTitle } from '../../components/usePageTitle';

export interface TextSection {
  heading: string;
  paragraphs: string[];
}

/** The shared frame of the informational pages. */
export function TextPage({
  title,
  version,
  intro,
  sections,
  before,
  children,
}: {
  title: string;
  /** The text's version and date (the terms and the privacy notice), under the title. */
  version?: string | undefined;
  intro?: string;
  sections: TextSection[];
  /** Shown before the sections (e.g. the privacy notice's controller). */
  before?: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <PageContainer width="narrow">
      <article className="flex flex-col gap-6 leading-relaxed">
        <header className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold">{title}</h1>
          {version && <p className="text-muted">{version}</p>}
        </header>
        {intro && <p className="text-lg">{intro}</p>}
        {before}
        {sections.map((section) => (
          <section key={section.heading} className="flex flex-col gap-2">
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
        {children}
      </article>
    </PageContainer>
  );
}
