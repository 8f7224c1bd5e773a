import type { ContentBlock } from '@tidemark/domain/site/content/types';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Icon } from './icons';
import { sitePath, useLocalize } from './localize';

type Of<K extends ContentBlock['kind']> = Extract<ContentBlock, { kind: K }>;

/** The scroll-reveal direction of each kind, so a long page does not slide in from one side only. */
const REVEAL: Readonly<Record<ContentBlock['kind'], string>> = {
  text: 'reveal-left',
  list: 'reveal-right',
  cards: 'reveal-bottom',
  steps: 'reveal-bottom',
  facts: 'reveal-top',
  timeline: 'reveal-left',
  faq: 'reveal-bottom',
  table: 'reveal-bottom',
  quote: 'reveal-right',
  cta: 'reveal-top',
};

/** A link inside the site, or a plain anchor for anything the router does not serve. */
export const SiteLink = ({ href, className, children }: { href: string; className?: string; children: ReactNode }) => {
  const to = sitePath(href);
  return /^(https?:|mailto:|tel:)/.test(to) ? (
    <a href={to} className={className}>
      {children}
    </a>
  ) : (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
};

/** One block's section: its anchor id, its heading (h2) and the reveal class. */
const Section = ({ block, children }: { block: ContentBlock; children: (headingId?: string) => ReactNode }) => {
  const l = useLocalize();
  const generated = useId();
  const heading = 'heading' in block ? block.heading : undefined;
  const headingId = heading ? `${block.id ?? generated}-title` : undefined;
  return (
    <section
      id={block.id}
      className={`content-block content-block-${block.kind} ${REVEAL[block.kind]}`}
      aria-labelledby={headingId}
    >
      <div className="content-inner">
        {heading && <h2 id={headingId}>{l(heading)}</h2>}
        {children(headingId)}
      </div>
    </section>
  );
};

const TextBlock = ({ block }: { block: Of<'text'> }) => {
  const l = useLocalize();
  return (
    <Section block={block}>
      {() =>
        block.paragraphs.map((p) => (
          <p key={p.en_us} className="content-paragraph">
            {l(p)}
          </p>
        ))
      }
    </Section>
  );
};

const ListBlock = ({ block }: { block: Of<'list'> }) => {
  const l = useLocalize();
  return (
    <Section block={block}>
      {() => (
        <>
          {block.intro && <p className="content-intro">{l(block.intro)}</p>}
          <ul className="content-checklist">
            {block.items.map((item) => (
              <li key={item.en_us}>{l(item)}</li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
};

const CardsBlock = ({ block }: { block: Of<'cards'> }) => {
  const l = useLocalize();
  return (
    <Section block={block}>
      {() => (
        <>
          {block.intro && <p className="content-intro">{l(block.intro)}</p>}
          <ul className="content-cards">
            {block.cards.map((card) => (
              <li key={card.title.en_us} className={card.href ? 'content-card linked' : 'content-card'}>
                {card.icon && <Icon name={card.icon} size={32} className="content-card-icon" />}
                <h3>{card.href ? <SiteLink href={card.href}>{l(card.title)}</SiteLink> : l(card.title)}</h3>
                <p>{l(card.text)}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
};

const StepsBlock = ({ block }: { block: Of<'steps'> }) => {
  const l = useLocalize();
  return (
    <Section block={block}>
      {() => (
        <ol className="content-steps">
          {block.steps.map((step) => (
            <li key={step.title.en_us}>
              <h3>{l(step.title)}</h3>
              <p>{l(step.text)}</p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
};

const FactsBlock = ({ block }: { block: Of<'facts'> }) => {
  const l = useLocalize();
  return (
    <Section block={block}>
      {() => (
        <dl className="content-facts">
          {block.facts.map((fact) => (
            <div key={fact.label.en_us}>
              <dt>{l(fact.label)}</dt>
              <dd>{l(fact.value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
};

const TimelineBlock = ({ block }: { block: Of<'timeline'> }) => {
  const l = useLocalize();
  return (
    <Section block={block}>
      {() => (
        <ol className="content-timeline">
          {block.entries.map((entry) => (
            <li key={`${entry.year}-${entry.title.en_us}`}>
              <span className="content-year">{entry.year}</span>
              <div>
                <h3>{l(entry.title)}</h3>
                <p>{l(entry.text)}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
};

/** Questions as native disclosures: keyboard and screen-reader support without any script. */
const FaqBlock = ({ block }: { block: Of<'faq'> }) => {
  const l = useLocalize();
  return (
    <Section block={block}>
      {() => (
        <div className="content-faq">
          {block.entries.map((entry) => (
            <details key={entry.question.en_us}>
              <summary>{l(entry.question)}</summary>
              <p>{l(entry.answer)}</p>
            </details>
          ))}
        </div>
      )}
    </Section>
  );
};

/** A wide table scrolls sideways on a phone; the table is named by the section's heading. */
const TableBlock = ({ block }: { block: Of<'table'> }) => {
  const l = useLocalize();
  return (
    <Section block={block}>
      {(headingId) => (
        <>
          {block.intro && <p className="content-intro">{l(block.intro)}</p>}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and keyboards must reach it */}
          <div className="content-table" tabIndex={0}>
            <table aria-labelledby={headingId}>
              <thead>
                <tr>
                  {block.columns.map((c) => (
                    <th key={c.en_us} scope="col">
                      {l(c)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row) => (
                  <tr key={l(row[0] ?? '')}>
                    {row.map((cell, i) =>
                      i === 0 ? (
                        <th key={block.columns[i]?.en_us} scope="row">
                          {l(cell)}
                        </th>
                      ) : (
                        <td key={block.columns[i]?.en_us}>{l(cell)}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {block.note && <p className="content-note">{l(block.note)}</p>}
        </>
      )}
    </Section>
  );
};

const QuoteBlock = ({ block }: { block: Of<'quote'> }) => {
  const l = useLocalize();
  return (
    <Section block={block}>
      {() => (
        <figure className="content-quote">
          <blockquote>
            <p>{l(block.text)}</p>
          </blockquote>
          <figcaption>{l(block.source)}</figcaption>
        </figure>
      )}
    </Section>
  );
};

const CtaBlock = ({ block }: { block: Of<'cta'> }) => {
  const l = useLocalize();
  return (
    <Section block={block}>
      {() => (
        <>
          <p className="content-cta-text">{l(block.text)}</p>
          <p className="content-actions">
            <SiteLink href={block.href} className="content-button primary">
              {l(block.action)}
            </SiteLink>
            {block.secondary && (
              <SiteLink href={block.secondary.href} className="content-button secondary">
                {l(block.secondary.action)}
              </SiteLink>
            )}
          </p>
        </>
      )}
    </Section>
  );
};

/** Renders one block of a content page by its kind. */
export const ContentBlockView = ({ block }: { block: ContentBlock }) => {
  switch (block.kind) {
    case 'text':
      return <TextBlock block={block} />;
    case 'list':
      return <ListBlock block={block} />;
    case 'cards':
      return <CardsBlock block={block} />;
    case 'steps':
      return <StepsBlock block={block} />;
    case 'facts':
      return <FactsBlock block={block} />;
    case 'timeline':
      return <TimelineBlock block={block} />;
    case 'faq':
      return <FaqBlock block={block} />;
    case 'table':
      return <TableBlock block={block} />;
    case 'quote':
      return <QuoteBlock block={block} />;
    case 'cta':
      return <CtaBlock block={block} />;
  }
};
